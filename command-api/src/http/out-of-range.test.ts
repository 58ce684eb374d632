import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/** Input an outside attacker found answered with a 500: each must be a 4xx with field errors now. */
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const TOO_BIG = '2147483648';
let address = 0;
const send = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.61.0.${++address}`,
  });

describe('ids and filters past the integer columns', () => {
  it.each([
    ['GET', `/api/beaches/${TOO_BIG}`],
    ['GET', `/api/beaches/${TOO_BIG}/hazard-history`],
    ['GET', `/api/businesses/${TOO_BIG}`],
    ['POST', `/api/eco/challenges/${TOO_BIG}/start`],
    ['POST', `/api/eco/challenges/${TOO_BIG}/complete`],
    ['POST', `/api/eco/rewards/${TOO_BIG}/redeem`],
    ['GET', `/api/reviews?type=beach&targetId=${TOO_BIG}`],
    ['GET', `/api/eco/challenges?categoryId=${TOO_BIG}`],
    ['GET', `/api/surveys?categoryId=${TOO_BIG}`],
  ] as const)('%s %s is a 400', async (method, url) => {
    const response = await send(method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toBeDefined();
  });

  it('a review or a survey for an out-of-range target is a 400 with the field named', async () => {
    const review = await send('POST', '/api/reviews', {
      type: 'beach',
      targetId: Number(TOO_BIG),
      title: 'T',
      content: 'C',
      rating: 5,
      authorName: 'A',
    });
    expect(review.statusCode).toBe(400);
    expect(review.json().fieldErrors.targetId).toBeDefined();
  });
});

describe('JSON nested too deep', () => {
  it('is refused with a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await send('POST', '/api/reviews', `{"content": ${deep}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Nested too deeply/);
    const moderate = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
    expect((await send('POST', '/api/contact', moderate)).statusCode).toBe(400);
  });
});

describe('dates far outside any season', () => {
  it.each(['0000-01-01', '9999-12-31'])('%s in a stats or audit query is a 400', async (date) => {
    for (const url of [
      `/api/admin/audit?from=${date}`,
      `/api/advertisers/00000000-0000-4000-8000-000000000001/stats?from=2026-11-01&to=${date}`,
    ]) {
      const response = await send('GET', url, undefined, adminCookie);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
  });
});

describe('a log position past bigint', () => {
  it('in the audit cursor is a 400 with the field named', async () => {
    const response = await send('GET', '/api/admin/audit?before=9223372036854775808', undefined, adminCookie);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors.before).toBeDefined();
    const largest = await send('GET', '/api/admin/audit?before=9223372036854775807', undefined, adminCookie);
    expect(largest.statusCode).toBe(200);
  });
});
