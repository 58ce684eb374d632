import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { findProjection } from '@nsg/projections/all-projections.ts';
import { rebuildProjection } from '@nsg/projections/runner/rebuild.ts';
import { campaignInput } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { subjectOf } from './person-links.ts';

/** The person to erase, and what identifies her: none of it may be readable afterwards. */
const leilani = {
  name: 'Leilani Kahale',
  email: 'Leilani.Kahale@example.com',
  phone: '808-555-0142',
  ip: '203.0.113.77',
  password: 'leilani-password',
};
/** Someone else, whose data must stay as it was. */
const bob = { name: 'Bob Surfer', email: 'bob@example.com', phone: '808-555-0177', ip: '198.51.100.23' };

let t: TestApp;
let adminCookie = '';
let leilaniCookie = '';
const ids = { advertiser: '', review: '', bobReview: '', listing: '', bobListing: '' };

async function send(
  who: { ip: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: who.ip,
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

async function listBoard(person: typeof leilani | typeof bob, title: string) {
  const { payload, headers } = multipartBody({
    title,
    length: `9'2"`,
    condition: 'Good',
    price: '$400',
    location: 'Haleiwa',
    sellerName: person.name,
    email: person.email,
    phone: person.phone,
    description: 'Longboard',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    payload,
    headers,
    remoteAddress: person.ip,
  });
  return response.json<{ id: string }>().id;
}

async function review(person: typeof leilani | typeof bob) {
  const { id } = await send(person, 'POST', '/api/reviews', {
    type: 'beach',
    targetId: 1,
    title: person === leilani ? 'A morning swim' : 'An evening swim',
    content: 'Clear water and a gentle shore break.',
    rating: 5,
    authorName: person.name,
    authorEmail: person.email,
  });
  return id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
  ids.advertiser = (
    await send(leilani, 'POST', '/api/advertisers/register', {
      name: leilani.name,
      email: leilani.email,
      password: leilani.password,
      companyName: 'Kahale Canoe Tours',
      phone: leilani.phone,
    })
  ).id as string;
  await t.settle();
  await send(
    leilani,
    'POST',
    `/api/admin/advertisers/${ids.advertiser}/status`,
    { status: 'active' },
    adminCookie,
  );
  leilaniCookie = await loginCookie(t.app, leilani.email, leilani.password);
  await send(leilani, 'POST', '/api/campaigns', campaignInput(), leilaniCookie);
  ids.review = await review(leilani);
  ids.bobReview = await review(bob);
  ids.listing = await listBoard(leilani, "Leilani's longboard");
  ids.bobListing = await listBoard(bob, "Bob's longboard");
  await send(leilani, 'POST', '/api/contact', {
    name: leilani.name,
    email: leilani.email,
    subject: 'Canoe permits',
    message: `Call me on ${leilani.phone}`,
  });
  await t.settle();
  await send(leilani, 'POST', `/api/listings/${ids.bobListing}/contact`, {
    message: 'Is it still for sale?',
    replyEmail: leilani.email,
  });
  for (const id of [ids.review, ids.bobReview]) {
    await send(leilani, 'POST', `/api/admin/reviews/${id}/approve`, {}, adminCookie);
  }
  await t.settle();
}, 60_000);
afterAll(() => t.close());

const approvedReviews = async () =>
  (await send(bob, 'GET', '/api/admin/reviews?status=approved', undefined, adminCookie)) as unknown as {
    id: string;
    authorName: string;
    authorEmail: string | null;
    content: string;
  }[];
const publicReviews = async () =>
  (await send(bob, 'GET', '/api/reviews?type=beach&targetId=1')) as unknown as {
    id: string;
    authorName: string;
  }[];
const listings = async () =>
  (await send(bob, 'GET', '/api/listings')) as unknown as { id: string; sellerName: string; title: string }[];
const advertisers = async () =>
  (await send(bob, 'GET', '/api/admin/advertisers', undefined, adminCookie)) as unknown as {
    id: string;
    name: string;
    email: string;
    phone: string | null;
  }[];

/** Every row of every table of the database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`.execute(
    t.deps.db,
  );
  const dumps = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const [schema, table] = name.split('.');
      const rows = await sql<{
        row: string;
      }>`select t::text as row from ${sql.table(`${schema}.${table}`)} t`.execute(t.deps.db);
      return rows.rows.map((r) => r.row).join('\n');
    }),
  );
  return dumps.join('\n').toLowerCase();
}

async function redisKeys(): Promise<string> {
  return (await t.deps.redis.keys('*')).join('\n');
}

/** The events table as text: names, like contact data, must not sit there in clear. */
async function wholeLog(): Promise<string> {
  const { rows } = await sql<{ row: string }>`select data::text as row from events`.execute(t.deps.db);
  return rows
    .map((r) => r.row)
    .join('\n')
    .toLowerCase();
}

function expectNoneOf(text: string, person: { email: string; phone: string; ip: string }) {
  expect(text).not.toContain(person.email.toLowerCase());
  expect(text).not.toContain(person.phone);
  expect(text).not.toContain(person.ip);
}

describe('personal data at rest', () => {
  it('keeps no email, phone or IP address in clear in any table or Redis key', async () => {
    const everything = await wholeDatabase();
    expect(everything).toContain("leilani's longboard"); // the dump does see the data
    // A contact message's subject is free text its sender wrote: sealed in the log, audit log and outbox.
    expect(everything).not.toContain('canoe permits');
    expectNoneOf(everything, leilani);
    expectNoneOf(everything, bob);
    expectNoneOf(await redisKeys(), leilani);
    const log = await wholeLog();
    for (const name of [leilani.name, bob.name, 'Kahale Canoe Tours'])
      expect(log).not.toContain(name.toLowerCase());
  });
});

describe('erasing a person (admin command)', () => {
  let erasedRecords = 0;
  let mailBefore: { id: string; subject: string | null; readable: boolean }[] = [];
  /** A message queued before the erasure, found by the subject it had then. */
  const mailIdBySubject = (subject: string) => mailBefore.find((mail) => mail.subject === subject)!.id;

  beforeAll(async () => {
    expect((await approvedReviews()).find((r) => r.id === ids.review)?.authorEmail).toBe(leilani.email);
    mailBefore = await Promise.all(
      (await t.deps.db.selectFrom('mail_outbox').select('id').execute()).map(async ({ id }) => {
        const mail = await readQueuedMail(t.deps, id);
        return { id, subject: mail?.subject ?? null, readable: mail?.text !== null };
      }),
    );
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erasures',
      payload: { email: ` ${leilani.email.toUpperCase()} ` },
      headers: { cookie: adminCookie },
    });
    expect(erased.statusCode, erased.body).toBe(201);
    erasedRecords = erased.json<{ erasedRecords: number }>().erasedRecords;
    await t.settle();
  });

  it('finds every record of hers: account, review, listing, contact message, message to a seller', () => {
    expect(erasedRecords).toBe(5);
  });

  it('keeps her review and listing, under "[erased]", and leaves other people alone', async () => {
    const reviews = await publicReviews();
    expect(reviews.find((r) => r.id === ids.review)).toMatchObject({ authorName: '[erased]' });
    expect(reviews.find((r) => r.id === ids.bobReview)).toMatchObject({ authorName: bob.name });
    const moderated = await approvedReviews();
    expect(moderated.find((r) => r.id === ids.review)).toMatchObject({
      authorName: '[erased]',
      authorEmail: '[erased]',
      content: 'Clear water and a gentle shore break.',
    });
    expect(moderated.find((r) => r.id === ids.bobReview)).toMatchObject({ authorEmail: bob.email });
    const board = await listings();
    expect(board.find((l) => l.id === ids.listing)).toMatchObject({
      sellerName: '[erased]',
      title: "Leilani's longboard",
    });
    expect(board.find((l) => l.id === ids.bobListing)).toMatchObject({ sellerName: bob.name });
  });

  it('makes her account anonymous: no name, email or phone, no session, no login', async () => {
    expect((await advertisers()).find((a) => a.id === ids.advertiser)).toMatchObject({
      name: '[erased]',
      email: '[erased]',
      phone: '[erased]',
    });
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: leilaniCookie } });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/login',
      payload: { email: leilani.email, password: leilani.password },
    });
    expect(login.statusCode).toBe(401);
    // Her campaign stays, for the platform's books.
    const campaigns = await send(bob, 'GET', '/api/admin/campaigns', undefined, adminCookie);
    expect(JSON.stringify(campaigns)).toContain(campaignInput().name);
  });

  it('leaves her mail in the outbox unreadable, and the other seller still reachable', async () => {
    const contactMailId = mailIdBySubject('[Contact] Canoe permits');
    const contactMail = await readQueuedMail(t.deps, contactMailId);
    expect(contactMail).toMatchObject({ to: null, replyTo: null, subject: null, text: null });
    const outbox = await send(bob, 'GET', '/api/admin/mail', undefined, adminCookie);
    const listed = (outbox as { messages: { id: string; subject: string }[] }).messages;
    expect(listed.find((mail) => mail.id === contactMailId)?.subject).toBe('[erased]');
    const opened = await send(bob, 'GET', `/api/admin/mail/${contactMailId}`, undefined, adminCookie);
    expect(opened).toMatchObject({ subject: '[erased]', text: '[erased]' });
    const toSeller = await readQueuedMail(
      t.deps,
      mailIdBySubject("Someone is interested in your board: Bob's longboard"),
    );
    expect(toSeller).toMatchObject({ to: bob.email, replyTo: null });
    expect(toSeller?.text).toContain('Is it still for sale?');
    expect(mailBefore.every((mail) => mail.readable)).toBe(true);
  });

  it('shreds her keys: nothing in the log opens any more, and the email index forgets her', async () => {
    const personIds = [`advertiser:${ids.advertiser}`, `reviewer:${ids.review}`, `seller:${ids.listing}`];
    const keys = await t.deps.db
      .selectFrom('personal_data_keys')
      .select('person_id')
      .where('person_id', 'in', personIds)
      .execute();
    expect(keys).toEqual([]);
    const events = await sql<{ data: Record<string, unknown> }>`
      select data from events where data::text like any(${personIds.map((id) => `%${id}%`)})`.execute(
      t.deps.db,
    );
    const sealed = events.rows.flatMap(({ data }) =>
      Object.values(data).filter(
        (value): value is string => typeof value === 'string' && value.startsWith('pd1:'),
      ),
    );
    expect(sealed.length).toBeGreaterThanOrEqual(5);
    for (const ciphertext of sealed) {
      for (const personId of personIds) expect(await t.deps.vault.decrypt(personId, ciphertext)).toBeNull();
    }
    expect(await t.deps.vault.personIdsOf(subjectOf(t.deps, leilani.email))).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erasures',
      payload: { email: leilani.email },
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode).toBe(404);
    const everything = await wholeDatabase();
    expectNoneOf(everything, leilani);
    expect(everything).not.toContain(leilani.name.toLowerCase());
    expect(everything).not.toContain('kahale canoe tours');
  });

  it('survives a rebuild from the log: the read models still show "[erased]"', async () => {
    for (const name of ['reviews', 'marketplace', 'advertisers']) {
      const outcome = await rebuildProjection(findProjection(name)!, t.deps);
      expect(outcome, name).toBe('rebuilt');
    }
    await t.settle();
    expect((await publicReviews()).find((r) => r.id === ids.review)?.authorName).toBe('[erased]');
    expect((await listings()).find((l) => l.id === ids.listing)?.sellerName).toBe('[erased]');
    expect((await advertisers()).find((a) => a.id === ids.advertiser)?.name).toBe('[erased]');
  });
});
