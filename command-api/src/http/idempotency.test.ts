import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call, campaignInput } from '../advertising/advertising-test-helpers.ts';
import { VISITOR_COOKIE } from '../auth/auth-plugin.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { apiRoutes, routeName } from '../testing/openapi-routes.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { KEY_INVALID_MESSAGE } from './idempotency.ts';

let t: TestApp;
let adminCookie: string;
let adminActor: string;
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
  const me = (await call(t.app, 'GET', '/api/me', adminCookie)).json<{ id: string; role: string }>();
  adminActor = `${me.role}:${me.id}`;
});
afterAll(() => t.close());

let keyCounter = 0;
const newKey = () => `retry-key-${Date.now()}-${keyCounter++}`;
let addressCounter = 0;
const address = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from events`.execute(t.deps.db)).rows[0]!.n);

const setCookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

const review = {
  type: 'business',
  targetId: 1,
  title: 'Shave ice, again',
  content: 'Sent once, answered twice.',
  rating: 5,
  authorName: 'Kai',
};

describe('Idempotency-Key', () => {
  it('is honoured by every command route: a kept answer is given back and nothing runs', async () => {
    const commands = (await apiRoutes(t.app)).filter((route) => route.method !== 'GET');
    expect(commands.length).toBeGreaterThan(30);
    const notReplayed: string[] = [];
    for (const route of commands) {
      const key = newKey();
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000001');
      // An answer kept by an earlier version (no request hash): it stands for any request to the route.
      await t.deps.db
        .insertInto('idempotency_keys')
        .values({
          key: `${adminActor}:${key}`,
          scope: `${route.method} ${route.url}`,
          status_code: 200,
          response: JSON.stringify(JSON.stringify({ kept: routeName(route) })),
          content_type: 'application/json; charset=utf-8',
          request_hash: null,
        })
        .execute();
      const before = await eventCount();
      const response = await call(t.app, route.method, url, adminCookie, {}, { 'idempotency-key': key });
      const replayed =
        response.statusCode === 200 &&
        response.headers['idempotent-replayed'] === 'true' &&
        response.body === JSON.stringify({ kept: routeName(route) }) &&
        (await eventCount()) === before;
      if (!replayed) notReplayed.push(`${routeName(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(notReplayed).toEqual([]);
  });

  it("an anonymous visitor's retry without the cookie gets the first answer and becomes its author", async () => {
    const key = newKey();
    const remoteAddress = address();
    const send = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: review,
        headers: { 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
        remoteAddress,
      });
    const before = await eventCount();
    const first = await send();
    expect(first.statusCode).toBe(201);
    const firstVisitor = setCookieOf(first, VISITOR_COOKIE);
    expect(firstVisitor).toBeTruthy();

    // The answer was lost: the client retries with no cookie at all.
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['x-log-position']).toBe(first.headers['x-log-position']);
    expect(setCookieOf(retry, VISITOR_COOKIE)).toBe(firstVisitor);
    expect(await eventCount()).toBe(before + 1);

    // Another body under the same key is refused, and hands no one's cookie out.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { ...review, title: 'Someone else' },
      headers: { 'idempotency-key': key },
      remoteAddress: address(),
    });
    expect(other.statusCode).toBe(422);
    expect(setCookieOf(other, VISITOR_COOKIE)).not.toBe(firstVisitor);
  });

  it('keeps a repeated Board Hub listing to one listing', async () => {
    const key = newKey();
    const send = () => {
      const { payload, headers } = multipartBody(
        {
          title: 'Twin fin',
          length: `6'2"`,
          condition: 'Excellent',
          price: '$350',
          location: 'Haleiwa',
          sellerName: 'Mana',
          email: 'mana@example.com',
          phone: '808-555-0199',
          description: 'One ding, fixed.',
        },
        [],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/listings',
        payload,
        headers: { ...headers, 'idempotency-key': key },
        remoteAddress: address(),
      });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await eventCount();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['x-log-position']).toBe(first.headers['x-log-position']);
    expect(await eventCount()).toBe(afterFirst);
  });

  it('answers an exact retry of the contact form with the first 202', async () => {
    const key = newKey();
    const message = { name: 'Kai', email: 'kai@example.com', subject: 'Tide tables', message: 'Thanks!' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        headers: { 'idempotency-key': key },
        remoteAddress: address(),
      });
    const first = await send();
    expect(first.statusCode).toBe(202);
    const retry = await send();
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toEqual(first.json());
  });

  it('does not keep a login answer: a repeated login opens a session again', async () => {
    const key = newKey();
    const login = () =>
      call(t.app, 'POST', '/api/advertisers/login', undefined, t.admin, { 'idempotency-key': key });
    for (const response of [await login(), await login()]) {
      expect(response.statusCode).toBe(200);
      expect(setCookieOf(response, SESSION_COOKIE)).toBeTruthy();
    }
  });

  it('refuses a key outside the pattern with 400 naming it, and creates nothing', async () => {
    const { cookie } = await advertiser(t, 'Badkeys');
    const before = await eventCount();
    const send = () =>
      call(t.app, 'POST', '/api/campaigns', cookie, campaignInput(), { 'idempotency-key': 'retry1' });
    const responses = [await send(), await send()];
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: KEY_INVALID_MESSAGE,
        fieldErrors: { 'Idempotency-Key': [KEY_INVALID_MESSAGE] },
      });
    }
    expect(KEY_INVALID_MESSAGE).toContain('[A-Za-z0-9_\\-:.]{8,128}');
    expect(await eventCount()).toBe(before);
  });
});
