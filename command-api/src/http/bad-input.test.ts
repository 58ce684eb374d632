import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface Route {
  method: (typeof METHODS)[number];
  url: string;
}

let t: TestApp;
let routes: Route[];
const accounts: Partial<Record<'admin' | 'advertiser', { id: string; role: string }>> = {};

beforeAll(async () => {
  t = await startTestApp();
  routes = await apiRoutes();
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

/** Every API route, as the OpenAPI document lists them: a new route is fuzzed without touching this file. */
async function apiRoutes(): Promise<Route[]> {
  const response = await t.app.inject({ url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/live')
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method): method is Route['method'] => (METHODS as readonly string[]).includes(method))
        .map((method) => ({ method, url: path.replace(/\{(\w+)\}/g, ':$1') })),
    );
}

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
  '__proto__',
  'constructor',
];

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '1e3', '9'.repeat(30), '%E0%A4%A', '..%2F..', 'null', ' 1'),
);

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('beach', 'business'),
);

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
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

const requestArbitrary = (): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    route: fc.constantFrom(...routes),
    id: pathValue,
    query: fc.dictionary(fc.constantFrom(...fields, 'targetId', 'minPosition'), queryValue, { maxKeys: 4 }),
    body: rawBody,
    as: fc.constantFrom('anonymous', 'admin', 'advertiser', 'garbage'),
    idempotencyKey: fc.option(fc.string({ minLength: 8, maxLength: 20 }), { nil: undefined }),
  });

let addressCounter = 0;

interface FuzzRequest {
  route: Route;
  id: string;
  query: Record<string, string>;
  body: { type: string; payload: string };
  as: string;
  idempotencyKey: string | undefined;
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
  const url = request.route.url.replace(/:\w+/g, encodeURIComponent(request.id));
  const options: InjectOptions = {
    method: request.route.method,
    url,
    query: request.query,
    headers,
    // A fresh address each time: rate limits are the rate-limit tests' business.
    remoteAddress: `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`,
  };
  if (request.route.method !== 'GET') {
    headers['content-type'] = request.body.type;
    options.payload = request.body.payload;
  }
  return options;
}

function expectWellFormed(response: LightMyRequestResponse, description: string) {
  // 503 is a designed answer (live data unavailable, a dependency down); any other 5xx is a bug.
  if (response.statusCode !== 503) expect(response.statusCode, description).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], description).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(body, description).toEqual({
    error: expect.any(String),
    message: expect.any(String),
    ...(body.fieldErrors === undefined ? {} : { fieldErrors: expect.any(Object) }),
  });
  for (const messages of Object.values((body.fieldErrors ?? {}) as Record<string, unknown>)) {
    expect(messages, description).toEqual(expect.arrayContaining([expect.any(String)]));
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
        expectWellFormed(response, `${request.route.method} ${request.route.url} ${JSON.stringify(request)}`);
      }),
      { numRuns: 180 },
    );
  });

  it('answers unknown API paths and methods with a 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/beaches'],
      ['DELETE', '/api/me'],
      ['GET', '/api/beaches/1/extra'],
      ['GET', '/api/%E0%A4%A'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectWellFormed(response, `${method} ${url}`);
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
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
