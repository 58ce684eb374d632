import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@nsg/domain/shared/errors.ts';
import { createSession } from '../auth/sessions.ts';
import { apiRoutes, documentedStatuses, routeName, type ApiRoute } from '../testing/openapi-routes.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

type Route = ApiRoute;

let t: TestApp;
let routes: Route[];
let documented: Map<string, Set<number>>;
const accounts: Partial<Record<'admin' | 'advertiser', { id: string; role: string }>> = {};

beforeAll(async () => {
  t = await startTestApp();
  routes = await apiRoutes(t.app);
  documented = await documentedStatuses(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/advertisers/register',
    payload: { name: 'Fuzz', email: 'fuzz@shop.test', password: 'fuzz-password', companyName: 'Fuzz Co' },
  });
  await t.settle();
  for (const [who, email, password] of [
    ['admin', t.admin.email, t.admin.password],
    ['advertiser', 'fuzz@shop.test', 'fuzz-password'],
  ] as const) {
    const me = await t.app.inject({
      url: '/api/me',
      headers: { cookie: await loginCookie(t.app, email, password) },
    });
    accounts[who] = me.json<{ id: string; role: string }>();
  }
});
afterAll(() => t.close());

const fields = [
  'type',
  'targetId',
  'title',
  'content',
  'rating',
  'authorName',
  'authorEmail',
  'name',
  'email',
  'password',
  'companyName',
  'description',
  'address',
  'phone',
  'website',
  'note',
  'status',
  'search',
  'category',
  'categoryId',
  'from',
  'to',
  'startDate',
  'durationMonths',
  '__proto__',
  'constructor',
];

/** Strings that have broken web apps before: injections, traversal, encodings, bytes Postgres refuses. */
const MALICIOUS = [
  "' OR '1'='1' --",
  '1; DROP TABLE events; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'nul\u0000byte',
  '\u0000',
  '\ud800',
  '\u202egnp.exe',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%00',
  '%252e%252e%252f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1F',
  'true',
  '[]',
  '{}',
  '🏄‍♀️🌊',
  'ａｄｍｉｎ',
];
const malicious = fc.constantFrom(...MALICIOUS);
/** Integers just past a Postgres integer column, and far past it. */
const OUT_OF_RANGE = ['2147483648', '-2147483649', '4294967296', '9007199254740993', '1e20'];
/** Dates that parse but lie outside any season, or nowhere at all. */
const EXTREME_DATES = [
  '0000-01-01',
  '9999-12-31',
  '-271821-04-20',
  '+275760-09-13',
  '2026-02-30',
  '1899-12-31',
];
const extreme = fc.constantFrom(...OUT_OF_RANGE, ...EXTREME_DATES);
/** Now and then far past any field's limit, and past the body limit once repeated. */
const oversized = fc.constantFrom(10_000, 70_000).map((length) => 'A'.repeat(length));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: malicious },
  { weight: 2, arbitrary: extreme },
  { weight: 1, arbitrary: oversized },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
/** Any JSON value, with hostile strings wherever a string may go. */
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, -(2 ** 53), 1e308),
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields), hostileString), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const pathValue = fc.oneof(
  malicious,
  extreme,
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '1e3', '9'.repeat(30), '%E0%A4%A', '..%2F..', 'null', ' 1'),
);

const queryValue = fc.oneof(
  hostileString,
  fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }),
  fc.integer().map(String),
  extreme,
  fc.constantFrom('beach', 'business'),
);

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.dictionary(fc.constantFrom(...fields), hostileJson, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  hostileJson,
);

/** A body as sent over the wire: JSON of any shape, broken JSON, or another content type. */
const rawBody = fc.oneof(
  {
    weight: 6,
    arbitrary: jsonBody.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{"email": ',
        '{"__proto__": {"admin": true}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        '',
        'null',
        '[]',
        '"text"',
        // Nested far past any form of ours: refused before anything walks it.
        `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        `{"title": ${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      )
      .map((payload) => ({ type: 'application/json', payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/xml',
      )
      .map((type) => ({ type, payload: 'email=a&password=b' })),
  },
);

/** Header values as a client can send them: any visible Latin-1, never a line break. */
const headerValue = fc
  .oneof(hostileString, fc.constantFrom('gzip', 'application/json; charset=utf-16', 'bytes=0-1,2-3', 'null'))
  .filter((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value));
const fuzzedHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'accept-language',
    'authorization',
    'content-encoding',
    'content-type',
    'cookie',
    'host',
    'idempotency-key',
    'if-none-match',
    'origin',
    'range',
    'referer',
    'sec-fetch-site',
    'stripe-signature',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
    'x-http-method-override',
  ),
  headerValue,
  { maxKeys: 4 },
);

const requestArbitrary = (): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    route: fc.constantFrom(...routes),
    id: pathValue,
    query: fc.dictionary(fc.constantFrom(...fields, 'targetId', 'minPosition'), queryValue, { maxKeys: 4 }),
    body: rawBody,
    as: fc.constantFrom('anonymous', 'admin', 'advertiser', 'garbage'),
    idempotencyKey: fc.option(fc.string({ minLength: 8, maxLength: 20 }), { nil: undefined }),
    headers: fc.option(fuzzedHeaders, { nil: undefined, freq: 3 }),
  });

let addressCounter = 0;

interface FuzzRequest {
  route: Route;
  id: string;
  query: Record<string, string | string[]>;
  body: { type: string; payload: string };
  as: string;
  idempotencyKey: string | undefined;
  /** Sent last, so they may override the cookie, the content type or anything else. */
  headers: Record<string, string> | undefined;
}

async function send(request: FuzzRequest) {
  return t.app.inject(toInject(request, await cookieFor(request.as)));
}

/** A session of its own for each request, so a fuzzed logout cannot end the others' sessions. */
async function cookieFor(as: string): Promise<string | undefined> {
  if (as === 'garbage') return 'nsg_session=%E0%A4%A; nsg_visitor=not.signed';
  const account = as === 'admin' || as === 'advertiser' ? accounts[as] : undefined;
  if (!account) return undefined;
  return `nsg_session=${await createSession(t.deps.db, account.id, account.role)}`;
}

function toInject(request: FuzzRequest, cookie: string | undefined): InjectOptions {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  // A URL cannot carry a lone surrogate at all (the client fails before sending): make those well formed.
  const url = request.route.url.replace(/:\w+/g, encodeURIComponent(request.id.toWellFormed()));
  const options: InjectOptions = {
    method: request.route.method,
    url,
    query: Object.fromEntries(
      Object.entries(request.query).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.map((v) => v.toWellFormed()) : value.toWellFormed(),
      ]),
    ),
    headers,
    // A fresh address each time: rate limits are the rate-limit tests' business.
    remoteAddress: `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`,
  };
  if (request.route.method !== 'GET') {
    headers['content-type'] = request.body.type;
    options.payload = request.body.payload;
  }
  Object.assign(headers, request.headers);
  return options;
}

/** What a leaked stack trace or internal detail looks like in a response body. */
const INTERNALS = /\n\s+at |\.ts:\d+|node_modules|\/work\/|\bpg_|syntax error at|violates .* constraint/;

function expectWellFormed(response: LightMyRequestResponse, description: string) {
  // 503 is a designed answer (live data unavailable, a dependency down); any other 5xx is a bug.
  if (response.statusCode !== 503) expect(response.statusCode, description).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.body, description).not.toMatch(INTERNALS);
  expect(response.headers['content-type'], description).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(body, description).toEqual({
    error: expect.any(String),
    code: expect.toBeOneOf([...API_ERROR_CODES]),
    message: expect.any(String),
    ...(body.params === undefined ? {} : { params: expect.any(Object) }),
    ...(body.fieldErrors === undefined
      ? {}
      : { fieldErrors: expect.any(Object), fieldErrorCodes: expect.any(Object) }),
  });
  const codes = (body.fieldErrorCodes ?? {}) as Record<string, unknown[]>;
  for (const [field, messages] of Object.entries((body.fieldErrors ?? {}) as Record<string, unknown[]>)) {
    expect(messages, description).toEqual(expect.arrayContaining([expect.any(String)]));
    // One code for each message, in the same order.
    expect(codes[field], description).toHaveLength(messages.length);
  }
}

describe('bad input', () => {
  it('fuzzes every API route the OpenAPI document lists', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/advertisers/register' },
        { method: 'POST', url: '/api/advertisers/login' },
        { method: 'POST', url: '/api/reviews' },
        { method: 'POST', url: '/api/admin/reviews/:id/approve' },
        { method: 'GET', url: '/api/businesses/:id' },
        { method: 'GET', url: '/api/health' },
      ]),
    );
  });

  it('never answers a 500, and answers every 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (request) => {
        const response = await send(request);
        const description = `${request.route.method} ${request.route.url} ${JSON.stringify(request)}`;
        expectWellFormed(response, description);
        // The OpenAPI document tells the truth: every answer is one it lists for the operation.
        expect([...documented.get(routeName(request.route))!], description).toContain(response.statusCode);
      }),
      { numRuns: 400 },
    );
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/beaches/1/extra'],
      ['GET', '/api/%E0%A4%A'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectWellFormed(response, `${method} ${url}`);
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a method a path does not take with 405 and the methods it does take', async () => {
    for (const [method, url, allow] of [
      ['POST', '/api/beaches', 'GET, HEAD'],
      ['DELETE', '/api/me', 'GET, HEAD'],
      ['PUT', '/api/ads/00000000-0000-4000-8000-000000000001', 'GET, HEAD, PATCH'],
      ['OPTIONS', '/api/reviews', 'GET, HEAD, POST'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow?.toString().split(', ').sort().join(', '), url).toBe(allow);
      expectWellFormed(response, `${method} ${url}`);
    }
  });

  it('refuses a body over the size limit in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(300 * 1024) }),
      remoteAddress: '10.78.0.1',
    });
    expect(response.statusCode).toBe(413);
    expectWellFormed(response, 'oversized body');
  });
});

describe('text Postgres cannot store', () => {
  // Otherwise valid commands and queries: only the one hostile character stands between them and the database.
  const cases = (bad: string): [string, InjectOptions][] => [
    [
      'review',
      {
        method: 'POST',
        url: '/api/reviews',
        payload: {
          type: 'beach',
          targetId: 1,
          title: `Nice${bad}`,
          content: 'Good',
          rating: 4,
          authorName: 'Kai',
        },
      },
    ],
    [
      'contact',
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Kai', email: 'kai@example.com', subject: 'Hi', message: `a${bad}b` },
      },
    ],
    [
      'registration',
      {
        method: 'POST',
        url: '/api/advertisers/register',
        payload: {
          name: 'Kai',
          email: 'kai-nul@example.com',
          password: 'password-1',
          companyName: `Co${bad}`,
        },
      },
    ],
    [
      'search',
      { method: 'GET', url: `/api/businesses?search=${encodeURIComponent(`surf${bad}`.toWellFormed())}` },
    ],
  ];

  it.each([
    ['a NUL character', 'nul\u0000'],
    ['half a surrogate pair', '\ud83c'],
  ])('refuses %s with a field error, never a 500', async (_name, bad) => {
    for (const [name, options] of cases(bad)) {
      if (options.method === 'GET' && !bad.isWellFormed()) continue; // a URL cannot carry it
      const response = await t.app.inject({ ...options, remoteAddress: `10.79.0.${++addressCounter % 250}` });
      expectWellFormed(response, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ message: string }>().message, name).toMatch(
        /Contains characters that are not allowed$/,
      );
    }
    expect(
      await t.deps.db.selectFrom('reviews').select('id').where('title', 'like', 'Nice%').execute(),
    ).toEqual([]);
  });
});
