import sharp from 'sharp';
import type { TestApp } from '../../testing/test-app.ts';
import { multipartBody } from '../../uploads/multipart-body.ts';
import type { Send } from './walk-send.ts';

/** An admin keeps the catalog: uploads a picture, adds a business, edits it twice (once too late), retires it. */
export async function walkCatalogAdmin(t: TestApp, send: Send, admin: string) {
  const as = { cookie: admin };
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const picture = (
    await send(
      'POST',
      '/api/admin/catalog/images',
      {},
      {
        ...as,
        multipart: multipartBody({}, [
          { field: 'image', filename: 'shop.png', contentType: 'image/png', bytes },
        ]),
      },
    )
  ).json<{ image: string }>();
  const business = {
    name: 'Walker Surf Rentals',
    category: 'Surf Shop',
    location: 'Haleiwa',
    description: 'Boards by the day.',
    image: picture.image,
    latitude: 21.59,
    longitude: -158.1,
  };
  const { id } = (await send('POST', '/api/admin/catalog/businesses', {}, { ...as, body: business })).json<{
    id: number;
  }>();
  await t.settle();
  await send('GET', '/api/admin/catalog/businesses', {}, as);
  const edit = { ...business, descriptionJa: '1日単位のボードレンタル。', expectedRevision: 0 };
  await send('PUT', '/api/admin/catalog/businesses/:id', { id }, { ...as, body: edit });
  await send('PUT', '/api/admin/catalog/businesses/:id', { id }, { ...as, body: edit });
  await send(
    'POST',
    '/api/admin/catalog/businesses/:id/retire',
    { id },
    { ...as, body: { reason: 'Closed' } },
  );

  const beaches = (await send('GET', '/api/admin/catalog/beaches', {}, as)).json<Record<string, unknown>[]>();
  const {
    id: _id,
    revision: _revision,
    sample: _s,
    retired: _r,
    missingJapanese: _m,
    safetyFactsEditedAt: _e,
    ...beach
  } = beaches[0]!;
  const added = (
    await send('POST', '/api/admin/catalog/beaches', {}, { ...as, body: { ...beach, name: 'Walker Cove' } })
  ).json<{ id: number }>();
  await send(
    'PUT',
    '/api/admin/catalog/beaches/:id',
    { id: added.id },
    { ...as, body: { ...beach, name: 'Walker Cove', hasLifeguards: false, expectedRevision: 1 } },
  );
  await send(
    'POST',
    '/api/admin/catalog/beaches/:id/retire',
    { id: added.id },
    { ...as, body: { reason: 'Test' } },
  );

  const product = {
    name: 'Walker Wax',
    description: 'Cold water wax.',
    price: 450,
    image: '/images/products/surf-gear.svg',
    category: 'Surf Gear',
  };
  const shop = (await send('POST', '/api/admin/catalog/products', {}, { ...as, body: product })).json<{
    id: number;
  }>();
  await t.settle();
  await send('GET', '/api/admin/catalog/products', {}, as);
  await send(
    'PUT',
    '/api/admin/catalog/products/:id',
    { id: shop.id },
    { ...as, body: { ...product, nameJa: 'ウォーカー・ワックス', expectedRevision: 0 } },
  );
  await send(
    'POST',
    '/api/admin/catalog/products/:id/retire',
    { id: shop.id },
    { ...as, body: { reason: 'Sold out' } },
  );
}

/** Last, as it empties the directory of samples: the count, then "retire all sample data". */
export async function walkSampleRetirement(send: Send, admin: string) {
  await send('GET', '/api/admin/catalog/samples', {}, { cookie: admin });
  await send('POST', '/api/admin/catalog/samples/retire', {}, { cookie: admin, body: { reason: 'Launch' } });
}

/** An admin adds a header image, moves it first (once more too late), edits its alt text and retires it. */
export async function walkHeaderImages(t: TestApp, send: Send, admin: string) {
  const as = { cookie: admin };
  const url = '/api/admin/catalog/header-images';
  await send('GET', '/api/header-images', {});
  const image = { imageUrl: '/images/beaches/sunset.svg', altText: 'Sunset Beach at dusk' };
  const { id } = (await send('POST', url, {}, { ...as, body: image })).json<{ id: number }>();
  await t.settle();
  await send('GET', url, {}, as);
  const { order, revision } = (await send('GET', `${url}/order`, {}, as)).json<{
    order: number[];
    revision: number;
  }>();
  const moved = { order: [id, ...order], expectedRevision: revision };
  await send('PUT', `${url}/order`, {}, { ...as, body: moved });
  await send('PUT', `${url}/order`, {}, { ...as, body: moved });
  const edit = { ...image, altTextJa: '夕暮れのサンセットビーチ', expectedRevision: 0 };
  await send('PUT', `${url}/:id`, { id }, { ...as, body: edit });
  await send('POST', `${url}/:id/retire`, { id }, { ...as, body: { reason: 'Seasonal' } });
}
