import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../http/cross-site.ts';
import { apiRoutes, routeName } from '../testing/openapi-routes.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

let t: TestApp;
let addressCounter = 0;
const freshAddress = () => `10.93.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function login(cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/advertisers/login',
    payload: { email: t.admin.email, password: t.admin.password },
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshAddress(),
  });
}

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
const sessionOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;

describe('session fixation', () => {
  it('gives a new session id at login and ends the one the browser brought', async () => {
    // An attacker's own valid session, planted in the victim's browser before the victim logs in.
    const admin = await t.deps.db
      .selectFrom('advertisers')
      .select(['id', 'role'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const planted = await createSession(t.deps.db, admin.id, admin.role);

    const response = await login(`${SESSION_COOKIE}=${planted}`);
    expect(response.statusCode).toBe(200);
    const issued = sessionOf(response);
    expect(issued).not.toBe(planted);
    expect((await me(`${SESSION_COOKIE}=${planted}`)).statusCode).toBe(401);
    expect((await me(`${SESSION_COOKIE}=${issued}`)).statusCode).toBe(200);
  });

  it('never adopts a session id chosen by the client', async () => {
    const response = await login(`${SESSION_COOKIE}=chosen-by-the-attacker`);
    expect(sessionOf(response)).not.toBe('chosen-by-the-attacker');
    const stored = await t.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', 'chosen-by-the-attacker')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('visitor cookie', () => {
  const visit = (cookie?: string) => t.app.inject({ url: '/api/beaches', headers: cookie ? { cookie } : {} });
  const issued = (response: Awaited<ReturnType<typeof visit>>) =>
    response.cookies.find((c) => c.name === 'nsg_visitor')?.value;

  it('keeps a returning visitor and replaces a cookie whose signature does not match', async () => {
    const signed = issued(await visit())!;
    const [id, signature] = signed.split('.');
    for (let i = 0; i < 2; i++) expect(issued(await visit(`nsg_visitor=${signed}`))).toBeUndefined();
    const otherId = crypto.randomUUID();
    for (const forged of [`${otherId}.${signature}`, `${id}.${signature!.slice(1)}x`, id!]) {
      const replaced = issued(await visit(`nsg_visitor=${forged}`));
      expect(replaced).toBeDefined();
      expect(replaced!.startsWith(`${otherId}.`)).toBe(false);
    }
  });
});

describe('cross-site request forgery', () => {
  const crossSite = [
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
  ];

  it('refuses every state-changing route when a browser sends it from another site', async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const head = await t.deps.store.headPosition();
    const routes = (await apiRoutes(t.app)).filter((route) => route.method !== 'GET');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const answers: string[] = [];
    for (const route of routes) {
      for (const headers of crossSite) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000001'),
          headers: { ...headers, cookie, 'content-type': 'application/json' },
          payload: '{}',
          remoteAddress: freshAddress(),
        });
        answers.push(
          `${routeName(route)} ${JSON.stringify(headers)} -> ${response.statusCode} ${response.body}`,
        );
      }
    }
    const refused = JSON.stringify({
      error: 'Forbidden',
      code: 'cross_site_refused',
      message: CROSS_SITE_MESSAGE,
    });
    expect(answers.filter((answer) => !answer.endsWith(`-> 403 ${refused}`))).toEqual([]);
    expect(await t.deps.store.headPosition()).toEqual(head);
    // Still logged in: the forged logout did nothing.
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses a websocket upgrade from another site', async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const response = await t.app.inject({
      url: '/api/live',
      headers: {
        cookie,
        origin: 'https://evil.example',
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same requests from our own pages and from clients that are not browsers', async () => {
    const sameSiteOrNoBrowser: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost:80' },
      {},
    ];
    for (const headers of sameSiteOrNoBrowser) {
      const response = await login(undefined, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_TEST_PAYMENTS: '1',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
        TRUST_PROXY_HOPS: '1',
      },
    });
  });
  afterAll(() => production.close());

  it('marks the session and visitor cookies Secure, httpOnly and SameSite=Lax', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/advertisers/login',
      payload: { email: production.admin.email, password: production.admin.password },
    });
    expect(response.statusCode).toBe(200);
    const names = response.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['nsg_session', 'nsg_visitor']);
    for (const cookie of response.cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('counts rate limits by the address our proxy saw, not one the client wrote', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/advertisers/login',
        payload: { email: 'nobody@shop.test', password: 'wrong-password' },
        // The client invents a new address each time; the proxy appends the one it really saw.
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
        remoteAddress: '10.0.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});

describe('served over https without NODE_ENV=production', () => {
  let staging: TestApp;
  beforeAll(async () => {
    staging = await startTestApp({ env: { PUBLIC_URL: 'https://staging.northshoreguide.example' } });
  });
  afterAll(() => staging.close());

  it('still marks the cookies Secure', async () => {
    const response = await staging.app.inject({
      method: 'POST',
      url: '/api/advertisers/login',
      payload: { email: staging.admin.email, password: staging.admin.password },
    });
    for (const cookie of response.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });
  });
});
