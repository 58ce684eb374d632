import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { apiRoutes, routeName, type ApiRoute } from '../testing/openapi-routes.ts';
import { VISITOR_COOKIE } from '../auth/auth-plugin.ts';

/**
 * The router decodes a path before matching it; every hook must see the path the router matched, so an
 * encoded spelling of `/api/` gets the same sessions, visitor cookie and checks as the plain one.
 */
let t: TestApp;
let routes: ApiRoute[];
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  routes = await apiRoutes(t.app);
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));
const withUuids = (url: string) => url.replace(/:(\w+)/g, SAMPLE_UUID);
const spellings = (path: string) => [
  path.replace(/^\/api\//, '/%61pi/'),
  path.replace(/^\/api\//, '/a%70%69/'),
  path.replace(/^\/api\//, '/%61%70%69/'),
];

let address = 0;
const send = (route: ApiRoute, url: string, cookie?: string) =>
  t.app.inject({
    method: route.method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    remoteAddress: `10.77.${Math.floor(++address / 250) % 250}.${address % 250}`,
  });

const issuesVisitor = (response: { cookies: { name: string }[] }) =>
  response.cookies.some((cookie) => cookie.name === VISITOR_COOKIE);

describe('encoded spellings of /api/', () => {
  it('get the same answer and the same visitor cookie as the plain path, on every route', async () => {
    const differences: string[] = [];
    for (const route of routes) {
      for (const path of [concrete(route.url), withUuids(route.url)]) {
        const plain = await send(route, path);
        for (const spelling of spellings(path)) {
          const encoded = await send(route, spelling);
          if (encoded.statusCode !== plain.statusCode || issuesVisitor(encoded) !== issuesVisitor(plain))
            differences.push(
              `${routeName(route)} ${spelling}: ${encoded.statusCode} (visitor cookie ${issuesVisitor(encoded)}) ` +
                `where ${path} gives ${plain.statusCode} (${issuesVisitor(plain)})`,
            );
        }
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('carry the session: an admin read is the same with either spelling', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/'))) {
      const path = concrete(route.url);
      const plain = await send(route, path, adminCookie);
      const encoded = await send(route, spellings(path)[0]!, adminCookie);
      expect(encoded.statusCode, `${routeName(route)} ${encoded.body}`).toBe(plain.statusCode);
    }
  });
});
