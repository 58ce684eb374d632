import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser } from '../advertising/advertising-test-helpers.ts';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The abusable routes and how many calls one address may make in their window. */
const limited = [
  { name: 'login', method: 'POST', url: '/api/advertisers/login', max: 10 },
  { name: 'registration', method: 'POST', url: '/api/advertisers/register', max: 10 },
  { name: 'reviews', method: 'POST', url: '/api/reviews', max: 5 },
  { name: 'listings', method: 'POST', url: '/api/listings', max: 10 },
  { name: 'listing contact', method: 'POST', url: '/api/listings/:id/contact', max: 5 },
  { name: 'contact', method: 'POST', url: '/api/contact', max: 5 },
  { name: 'newsletter sign-up', method: 'POST', url: '/api/newsletter/subscriptions', max: 5 },
  // Only accounts may upload (a visitor is refused with 401 before any work): the limit is per account's address.
  { name: 'ad image upload', method: 'POST', url: '/api/upload/ad-image', max: 60, asAccount: true },
  { name: 'survey creation', method: 'POST', url: '/api/surveys', max: 10 },
  { name: 'survey responses', method: 'POST', url: '/api/surveys/:id/responses', max: 30 },
  { name: 'reward redemption', method: 'POST', url: '/api/eco/rewards/:id/redeem', max: 30 },
] as const;

let t: TestApp;
let accountCookie: string;
/** Two API instances sharing Redis, as behind a load balancer: the count must be one. */
let instances: FastifyInstance[];

beforeAll(async () => {
  t = await startTestApp();
  accountCookie = (await advertiser(t, 'Limits')).cookie;
  const nameSpace = `test-limits-${randomBytes(4).toString('hex')}-`;
  instances = [
    await buildApp(t.deps, { rateLimitNamespace: nameSpace }),
    await buildApp(t.deps, { rateLimitNamespace: nameSpace }),
  ];
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.close();
});

describe('rate limits', () => {
  it.each(limited.map((route, index) => ({ ...route, index })))(
    'holds on $name across API instances: $max calls, then 429',
    async ({ method, url, max, index, ...route }) => {
      const cookie = 'asAccount' in route ? { cookie: accountCookie } : {};
      const path = url.replace(':id', url.includes('rewards') ? '1' : '00000000-0000-4000-8000-000000000001');
      // Cheap invalid calls are counted like valid ones: the limit comes before any work.
      const send = (call: number, remoteAddress: string) =>
        instances[call % 2]!.inject({
          method,
          url: path,
          headers: { 'content-type': 'application/json', ...cookie },
          payload: '{}',
          remoteAddress,
        });
      const address = `10.94.${index}.1`;
      const statuses: number[] = [];
      for (let call = 0; call < max; call++) statuses.push((await send(call, address)).statusCode);
      expect(statuses.filter((status) => status === 429)).toEqual([]);

      const refused = await send(max, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/),
        params: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(max + 1, `10.94.${index}.2`)).statusCode).not.toBe(429);
    },
  );
});
