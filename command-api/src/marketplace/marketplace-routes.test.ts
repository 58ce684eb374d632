import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { listingStreamId, SELLER_LINK_REQUIRED_MESSAGE } from '@nsg/domain/marketplace/listing.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { SELLER_TOKEN_HEADER } from './seller-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CONTACT_EMAIL: 'admin-inbox@northshoreguide.test' } });
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.6.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

const board = {
  title: 'Channel Islands Pod',
  length: `5'10"`,
  condition: 'Excellent',
  price: '$550',
  location: 'Haleiwa',
  sellerName: 'Kalani',
  email: 'Kalani.Seller@example.com',
  phone: '808-555-0101',
  description: 'Two dings, both fixed.',
};

async function createListing(
  fields: Record<string, string> = board,
  files: Parameters<typeof multipartBody>[1] = [],
) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload,
    headers,
    remoteAddress: freshAddress(),
  });
}

/** Lists a board and keeps the seller token the answer gives once. */
async function listBoard(title: string) {
  const response = await createListing({ ...board, title });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; sellerToken: string }>();
}

/** A seller action (`sold` or `renew`), with or without a seller token; the old email body rides along. */
const asSeller = (action: 'sold' | 'renew', id: string, token?: string, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: action === 'sold' ? 'PATCH' : 'POST',
    url: `/api/listings/${id}/${action}`,
    payload: { sellerEmail: board.email },
    headers: token === undefined ? {} : { [SELLER_TOKEN_HEADER]: token },
    remoteAddress,
  });

async function mailsTo(address: string) {
  await t.settle();
  const outbox = await listOutbox(t.deps.db, 'queued');
  const mails = await Promise.all(outbox.map((m) => readQueuedMail(t.deps, m.id)));
  return mails.filter((m) => m?.to === address);
}

async function list(query = '') {
  await t.settle();
  return (await t.app.inject({ url: `/api/listings${query}` })).json<Record<string, unknown>[]>();
}

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'SnapMaster' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 35/1 4321/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '158/1 6/1 1234/100',
      },
    })
    .toBuffer();

describe('Board Hub listings', () => {
  it('lists a board without exposing the seller email or phone', async () => {
    const response = await createListing();
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const listings = await list();
    const listing = listings.find((l) => l.id === id)!;
    expect(listing).toMatchObject({
      title: 'Channel Islands Pod',
      length: `5'10"`,
      condition: 'Excellent',
      price: '$550',
      sellerName: 'Kalani',
      status: 'active',
      photoUrl: null,
    });
    const body = JSON.stringify(listings);
    expect(body).not.toContain('example.com');
    expect(body).not.toContain('555-0101');
    const { rows } = await t.database.pool.query<{ data: unknown }>(
      'select data from events where stream_id = $1',
      [`listing-${id}`],
    );
    expect(JSON.stringify(rows)).not.toMatch(/Kalani\.Seller|555-0101/i);
  });

  it('answers every missing field with its message', async () => {
    const response = await createListing({
      title: ' ',
      length: '',
      condition: 'Mint',
      price: '',
      location: '',
      sellerName: '',
      email: 'x@',
      phone: 'x'.repeat(51),
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string[]> }>();
    expect(fieldErrors.title?.[0]).toBe('Title is required');
    expect(fieldErrors.length?.[0]).toBe('Length is required');
    expect(fieldErrors.condition?.[0]).toBe(
      'Condition must be one of New, Excellent, Very Good, Good, Fair, Beat',
    );
    expect(fieldErrors.price?.[0]).toBe('Price is required');
    expect(fieldErrors.location?.[0]).toBe('Location is required');
    expect(fieldErrors.sellerName?.[0]).toBe('Seller name is required');
    expect(fieldErrors.email?.[0]).toBe('Invalid email format');
    expect(fieldErrors.phone?.[0]).toBe('Phone must be under 50 characters');
    const noEmail = await createListing({ ...board, email: '' });
    expect(noEmail.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.email).toEqual([
      'Email is required',
    ]);
    const badLength = await createListing({ ...board, length: '9 feet' });
    expect(badLength.json<{ message: string }>().message).toBe(
      `length: Length must be feet and inches, like 9'6"`,
    );
  });

  it('filters by condition and length bucket and searches title, seller and location', async () => {
    const makes = [
      {
        ...board,
        title: 'Pipeline Gun',
        length: `9'6"`,
        condition: 'Good',
        sellerName: 'Makoa',
        location: 'Sunset Beach',
      },
      {
        ...board,
        title: 'Log Classic',
        length: `10'2"`,
        condition: 'Fair',
        sellerName: 'Noe',
        location: 'Waialua',
      },
      {
        ...board,
        title: 'Fish Twin',
        length: `6'1"`,
        condition: 'Beat',
        sellerName: 'Keoni',
        location: 'Pupukea',
      },
    ];
    for (const fields of makes) expect((await createListing(fields)).statusCode).toBe(201);
    const titles = (rows: Record<string, unknown>[]) => rows.map((r) => r.title).sort();
    expect(titles(await list('?length=9'))).toEqual(['Log Classic', 'Pipeline Gun']);
    expect(titles(await list('?length=6'))).toEqual(['Fish Twin']);
    expect(titles(await list('?condition=Fair'))).toEqual(['Log Classic']);
    expect(titles(await list('?search=sunset'))).toEqual(['Pipeline Gun']);
    expect(titles(await list('?search=KEONI'))).toEqual(['Fish Twin']);
    expect(titles(await list('?search=gun&length=9&condition=Good'))).toEqual(['Pipeline Gun']);
    expect(titles(await list('?search=100%25'))).toEqual([]);
    const bad = await t.app.inject({ url: '/api/listings?length=4&condition=Mint' });
    expect(bad.statusCode).toBe(400);
  });

  it('re-encodes a JPEG photo without its EXIF and GPS data, stored under a name of ours', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('SnapMaster'))).toBe(true);
    const response = await createListing(board, [
      { field: 'photo', filename: '../../etc/passwd.jpg', contentType: 'image/jpeg', bytes: original },
    ]);
    expect(response.statusCode).toBe(201);
    const { photoUrl } = response.json<{ photoUrl: string }>();
    expect(photoUrl).toMatch(/^\/uploads\/listings\/[0-9a-f-]{36}\.jpg$/);
    const stored = await readFile(path.join(t.deps.config.UPLOAD_DIR, photoUrl.replace('/uploads/', '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SnapMaster'))).toBe(false);
    const served = await t.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts a PNG named .exe (by content) and refuses an executable named .jpg', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const accepted = await createListing(board, [
      { field: 'photo', filename: 'board.exe', contentType: 'application/octet-stream', bytes: png },
    ]);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<{ photoUrl: string }>().photoUrl).toMatch(/\.jpg$/);

    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    const refused = await createListing(board, [
      { field: 'photo', filename: 'board.jpg', contentType: 'image/jpeg', bytes: elf },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'The photo is not an image file.' });
  });

  it('answers a malformed multipart body or a JSON body with a 4xx, never a 500', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'email=a',
      remoteAddress: freshAddress(),
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: board,
      remoteAddress: freshAddress(),
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a photo over 5MB with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024, 0)]);
    const response = await createListing(board, [
      { field: 'photo', filename: 'big.jpg', contentType: 'image/jpeg', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The photo is larger than 5MB.' });
  });

  it('lists a board without a phone number: the contact relay protects the seller', async () => {
    const { phone: _, ...withoutPhone } = board;
    const response = await createListing({ ...withoutPhone, title: 'No Phone Quad' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await createListing({ ...board, title: 'Blank Phone', phone: ' ' })).statusCode).toBe(201);
  });

  it('gives the seller a token once and mails them the seller link', async () => {
    const { id, sellerToken } = await listBoard('Mail Me The Link');
    expect(sellerToken).toMatch(/^[\w-]{32}$/);
    const [mail] = (await mailsTo(board.email)).filter((m) => m?.subject?.includes('Mail Me The Link'));
    expect(mail?.subject).toBe('Your board is on the Board Hub: Mail Me The Link');
    expect(mail?.text).toContain(`/board-hub?listing=${id}&token=${sellerToken}`);
    // The token is kept only as a hash.
    const { rows } = await t.database.pool.query('select data from events where stream_id = $1', [
      listingStreamId(id),
    ]);
    expect(JSON.stringify(rows)).not.toContain(sellerToken);
  });

  it('marks sold only with the seller token, never with the email alone, once; sold boards leave the list', async () => {
    const { id, sellerToken } = await listBoard('Sell Me');
    for (const token of [undefined, 'x'.repeat(32), '']) {
      const refused = await asSeller('sold', id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'seller_link_required',
        message: SELLER_LINK_REQUIRED_MESSAGE,
      });
    }
    const right = await asSeller('sold', id, sellerToken);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ id, status: 'sold' });
    expect((await asSeller('sold', id, sellerToken)).statusCode).toBe(409);
    expect((await list()).some((l) => l.id === id)).toBe(false);
    const missing = await asSeller('sold', '00000000-0000-4000-8000-000000000000', sellerToken);
    expect(missing.statusCode).toBe(404);
    // One listing's token is nothing to another listing.
    const other = await listBoard('Not Yours');
    expect((await asSeller('sold', other.id, sellerToken)).statusCode).toBe(403);
  });

  it('rate limits mark-sold attempts', async () => {
    const { id } = await listBoard('Guess My Token');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await asSeller('sold', id, `guess-${i}`.padEnd(32, 'x'), '10.99.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('mails a new seller link to the listing address when asked, which works beside the first', async () => {
    const { id, sellerToken } = await listBoard('Lost My Link');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/seller-link`,
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.body).not.toMatch(/token/i);
    const links = (await mailsTo(board.email))
      .filter((m) => m?.subject?.includes('Lost My Link'))
      .map((m) => /token=([\w-]+)/.exec(m!.text ?? '')?.[1]);
    expect(links).toHaveLength(2);
    const mailed = links.find((token) => token !== sellerToken)!;
    expect((await asSeller('renew', id, mailed)).statusCode).toBe(200);
    expect((await asSeller('renew', id, sellerToken)).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/seller-link',
      remoteAddress: freshAddress(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('relays a contact message to the seller and the site admin through the outbox', async () => {
    const { id, sellerToken } = await listBoard('Contact Me');
    const contact = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/listings/${id}/contact`,
        payload,
        remoteAddress: freshAddress(),
      });
    const blank = await contact({ message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { message: ['Message is required'] } });
    expect((await contact({ message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await contact({ message: 'Hi', replyEmail: 'nope' })).statusCode).toBe(400);

    const sent = await contact({
      message: 'Is it still available? Can I see it Saturday?',
      replyEmail: 'buyer@example.com',
    });
    expect(sent.statusCode).toBe(202);
    await t.settle();
    const outbox = await listOutbox(t.deps.db, 'queued');
    const mails = await Promise.all(outbox.map((m) => readQueuedMail(t.deps, m.id)));
    const related = mails.filter((m) => m?.text?.includes('Can I see it Saturday?'));
    expect(related.map((m) => m!.to).sort()).toEqual([
      'Kalani.Seller@example.com',
      'admin-inbox@northshoreguide.test',
    ]);
    expect(related.every((m) => m!.replyTo === 'buyer@example.com')).toBe(true);
    expect(related.find((m) => m!.to === 'Kalani.Seller@example.com')!.subject).toBe(
      'Someone is interested in your board: Contact Me',
    );

    // Sold boards take no more messages.
    expect((await asSeller('sold', id, sellerToken)).statusCode).toBe(200);
    expect((await contact({ message: 'Still there?' })).statusCode).toBe(409);
  });

  it('rate limits contact messages per address', async () => {
    const { id } = (await createListing({ ...board, title: 'Popular' })).json<{ id: string }>();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/listings/${id}/contact`,
        payload: { message: `Message ${i}` },
        remoteAddress: '10.99.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('renews an active listing with the seller token, not with the email', async () => {
    const { id, sellerToken } = await listBoard('Renew Me');
    const before = (await list()).find((l) => l.id === id)!;
    const wrong = await asSeller('renew', id);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'seller_link_required' });
    const renewed = await asSeller('renew', id, sellerToken);
    expect(renewed.statusCode).toBe(200);
    expect(
      new Date(renewed.json<{ expiresAt: string }>().expiresAt) >= new Date(before.expiresAt as string),
    ).toBe(true);
  });

  it('puts an ended listing back on the board when its seller renews it within 14 days', async () => {
    const { id, sellerToken } = await listBoard('Ended Twin');
    await t.settle();
    const streamId = listingStreamId(id);
    const history = await t.deps.store.readStream(streamId);
    const expired = {
      type: 'marketplace.ListingExpired',
      data: { listingId: id, expiredAt: new Date().toISOString() },
    };
    await t.deps.store.append(
      streamId,
      toNewEvents([expired], { actor: 'system:listing-expiry', correlationId: 'c' }, streamId),
      {
        expectedRevision: history[history.length - 1]!.revision,
      },
    );
    await t.settle();
    expect((await list()).map((l) => l.id)).not.toContain(id);
    const renewed = await asSeller('renew', id, sellerToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    await t.settle();
    expect((await list()).map((l) => l.id)).toContain(id);
  });

  it('writes to a seller who listed on a Japanese page in Japanese; the admin copy stays English', async () => {
    const created = await createListing({ ...board, title: 'Japanese Seller', locale: 'ja' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await createListing({ ...board, locale: 'fr' })).statusCode).toBe(400);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/contact`,
      payload: { message: 'Is the Japanese listing still for sale?' },
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode).toBe(202);
    await t.settle();
    const outbox = await listOutbox(t.deps.db, 'queued');
    const mails = await Promise.all(outbox.map((m) => readQueuedMail(t.deps, m.id)));
    const related = mails.filter((m) => m?.text?.includes('Is the Japanese listing still for sale?'));
    const seller = related.find((m) => m!.to === board.email)!;
    expect(seller.subject).toBe('あなたのボードに興味を持った方がいます: Japanese Seller');
    expect(seller.text).toContain('アロハ、Kalani さん');
    expect(seller.text).toContain('「Japanese Seller」（5\'10"、$550）');
    expect(seller.text).toContain('メールアドレスは残されていません');
    const admin = related.find((m) => m!.to === 'admin-inbox@northshoreguide.test')!;
    expect(admin.subject).toBe('[Board Hub] Message about listing "Japanese Seller"');
    expect(admin.text).toContain('Reply-to: (none given)');
    const [link] = (await mailsTo(board.email)).filter((m) =>
      m?.subject?.includes('Board Hub に掲載しました'),
    );
    expect(link?.subject).toBe('Board Hub に掲載しました: Japanese Seller');
    expect(link?.text).toContain(`/ja/board-hub?listing=${id}&token=`);
  });
});
