import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { rateLimitCounterKey } from './rate-limit-refunds.ts';

/** Reviews allow 5 calls per address in 10 minutes. */
const REVIEW_LIMIT = 5;
const review = {
  type: 'business',
  targetId: 1,
  title: 'Shave ice',
  content: 'Worth the line, worth the retry.',
  rating: 4,
  authorName: 'Noe',
};

let t: TestApp;
let app: FastifyInstance;
const nameSpace = `test-retries-${randomBytes(4).toString('hex')}-`;
beforeAll(async () => {
  // Statements give up quickly: a lock held on the events table is an outage the test can end.
  t = await startTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: '300' } });
  app = await buildApp(t.deps, { rateLimitNamespace: nameSpace });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

let addressCounter = 0;
const freshAddress = () => `10.78.${addressCounter++}.1`;

const submit = (remoteAddress: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: review,
    headers: { 'idempotency-key': key },
    remoteAddress,
  });

/** Holds an exclusive lock on the events table until the returned function is called. */
async function lockEvents() {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table events in access exclusive mode');
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

describe('rate limits and retries', () => {
  it('count a call under the Redis key the give-back uses', async () => {
    const remoteAddress = freshAddress();
    expect((await submit(remoteAddress, `count-${randomBytes(6).toString('hex')}`)).statusCode).toBe(201);
    const clientKey = createHmac('sha256', t.deps.secrets.emailLookup)
      .update(`ip:${remoteAddress}`)
      .digest('base64url');
    const key = rateLimitCounterKey(nameSpace, { method: 'POST', url: '/api/reviews' }, clientKey);
    expect(await t.deps.redis.get(key)).toBe('1');
  });

  it('do not spend a point on replays of an answered Idempotency-Key', async () => {
    const remoteAddress = freshAddress();
    const key = `replay-${randomBytes(6).toString('hex')}`;
    const statuses: number[] = [];
    for (let call = 0; call < REVIEW_LIMIT * 3; call++)
      statuses.push((await submit(remoteAddress, key)).statusCode);
    expect(statuses).toEqual(Array(REVIEW_LIMIT * 3).fill(201));
    // The allowance is whole: five other reviews still go through.
    for (let call = 0; call < REVIEW_LIMIT - 1; call++)
      expect((await submit(remoteAddress, `other-${call}-${key}`)).statusCode).toBe(201);
  });

  it('do not spend a point on server errors: a client retrying through an outage is not locked out', async () => {
    const remoteAddress = freshAddress();
    const key = `outage-${randomBytes(6).toString('hex')}`;
    const unlock = await lockEvents();
    const during: number[] = [];
    try {
      for (let call = 0; call < REVIEW_LIMIT * 2; call++)
        during.push((await submit(remoteAddress, key)).statusCode);
    } finally {
      await unlock();
    }
    expect(during.filter((status) => status < 500)).toEqual([]);
    // The outage is over: the retry is answered, its replays too, and the allowance is whole.
    const after: number[] = [];
    for (let call = 0; call < 3; call++) after.push((await submit(remoteAddress, key)).statusCode);
    for (let call = 0; call < REVIEW_LIMIT - 1; call++)
      after.push((await submit(remoteAddress, `after-${call}-${key}`)).statusCode);
    expect(after).toEqual(Array(3 + REVIEW_LIMIT - 1).fill(201));
  });
});
