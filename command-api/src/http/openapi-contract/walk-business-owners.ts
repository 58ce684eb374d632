import type { TestApp } from '../../testing/test-app.ts';
import type { Send } from './walk-send.ts';

const openMornings = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [
    day,
    [{ opens: '07:00', closes: '12:00' }],
  ]),
);

/** An owner claims a business and keeps its listing; an admin decides on claims and edits. */
export async function walkBusinessOwners(
  t: TestApp,
  send: Send,
  admin: string,
  owner: { id: string; cookie: string },
) {
  const as = { cookie: owner.cookie };
  const asAdmin = { cookie: admin };
  const claimOf = async (businessId: number) =>
    (
      await send(
        'POST',
        '/api/advertiser/listings/claims',
        {},
        { ...as, body: { businessId, message: 'Mine' } },
      )
    ).json<{ id: string }>().id;
  const kept = await claimOf(1);
  const refused = await claimOf(2);
  await t.settle();
  await send('GET', '/api/admin/business-claims', {}, { ...asAdmin, query: 'status=pending' });
  await send(
    'PATCH',
    '/api/admin/business-claims/:id/status',
    { id: kept },
    { ...asAdmin, body: { status: 'approved' } },
  );
  await send(
    'PATCH',
    '/api/admin/business-claims/:id/status',
    { id: refused },
    { ...asAdmin, body: { status: 'rejected', reason: 'Not the owner' } },
  );
  await t.settle();

  const edit = async (description: string) =>
    (
      await send(
        'PUT',
        '/api/advertiser/listings/:id',
        { id: 1 },
        { ...as, body: { description, hours: openMornings } },
      )
    ).json<{ id: string }>().id;
  const rejected = await edit('Shave ice, the best');
  await t.settle();
  await send('GET', '/api/admin/listing-edits', {}, { ...asAdmin, query: 'status=pending' });
  await send(
    'PATCH',
    '/api/admin/listing-edits/:id/status',
    { id: rejected },
    { ...asAdmin, body: { status: 'rejected', reason: 'No superlatives' } },
  );
  const approved = await edit('Shave ice with local fruit syrups');
  await t.settle();
  await send(
    'PATCH',
    '/api/admin/listing-edits/:id/status',
    { id: approved },
    { ...asAdmin, body: { status: 'approved' } },
  );
  await t.settle();
  await send('GET', '/api/advertiser/listings', {}, as);

  const review = (
    await send(
      'POST',
      '/api/reviews',
      {},
      {
        body: {
          type: 'business',
          targetId: 1,
          title: 'Ono',
          content: 'So good',
          rating: 5,
          authorName: 'Kai',
        },
      },
    )
  ).json<{ id: string }>();
  await t.settle();
  await send('POST', '/api/admin/reviews/:id/approve', { id: review.id }, { ...asAdmin, body: {} });
  await t.settle();
  await send(
    'PUT',
    '/api/advertiser/reviews/:id/reply',
    { id: review.id },
    { ...as, body: { reply: 'Mahalo!' } },
  );
  await t.settle();
  await send('GET', '/api/advertiser/listings/:id/reviews', { id: 1 }, as);
  await walkBusinessRequests(t, send, admin, owner);
}

/** An owner asks for a business the directory lacks; an admin places one on the map and turns one down. */
async function walkBusinessRequests(
  t: TestApp,
  send: Send,
  admin: string,
  owner: { id: string; cookie: string },
) {
  const asAdmin = { cookie: admin };
  const ask = async (name: string) =>
    (
      await send(
        'POST',
        '/api/advertiser/listings/requests',
        {},
        {
          cookie: owner.cookie,
          body: {
            name,
            category: 'Food & Drink',
            location: '56-565 Kamehameha Hwy, Kahuku',
            description: 'Fresh ahi poke bowls by the shrimp trucks.',
            phone: '(808) 555-0177',
            website: 'https://kahuku-poke.example',
            hours: openMornings,
            photos: [],
          },
        },
      )
    ).json<{ id: string }>().id;
  const placed = await ask('Kahuku Poke Stand');
  const turnedDown = await ask('Kahuku Poke Stand Two');
  await t.settle();
  await send('GET', '/api/admin/business-requests', {}, { ...asAdmin, query: 'status=pending' });
  await send(
    'PATCH',
    '/api/admin/business-requests/:id/status',
    { id: placed },
    { ...asAdmin, body: { status: 'approved', latitude: '21.6793', longitude: '-157.9510' } },
  );
  await send(
    'PATCH',
    '/api/admin/business-requests/:id/status',
    { id: turnedDown },
    { ...asAdmin, body: { status: 'rejected', reason: 'Already listed' } },
  );
  await t.settle();
}
