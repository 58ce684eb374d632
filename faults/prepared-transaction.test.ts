import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logHorizon } from '../command-api/src/health/log-horizon.ts';
import { sleep, startStack, until, type Stack } from './support/stack.ts';

/**
 * A two-phase transaction prepared and then forgotten (a crashed coordinator) holds the log's horizon
 * like an open session does, but has no session: only pg_prepared_xacts shows it.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: { HORIZON_WARN_SECONDS: '1' },
    postgresSettings: { max_prepared_transactions: '4' },
  });
  await stack.startApi();
  stack.startRunner();
  await stack.settle();
});
afterAll(() => stack?.close());

const health = async () =>
  (await fetch(`${stack.baseUrl}/api/health`)).json() as Promise<{
    status: string;
    horizon: { ageSeconds: number; eventsWaiting: number };
  }>;

describe('an orphaned prepared transaction in another database', () => {
  it('shows in health as the horizon holder, and health recovers once it is rolled back', async () => {
    const other = new pg.Client({ connectionString: stack.postgres.url('postgres') });
    await other.connect();
    await other.query('begin');
    await other.query('create table orphan_work (id int)');
    await other.query(`prepare transaction 'orphaned-by-a-crashed-coordinator'`);
    try {
      const review = await fetch(`${stack.baseUrl}/api/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.5.0.1' },
        body: JSON.stringify({
          type: 'beach',
          targetId: 1,
          title: 'Held back',
          content: 'Behind a prepared transaction.',
          rating: 4,
          authorName: 'Kai',
        }),
      });
      expect(review.status).toBe(201);
      await sleep(1_500);
      const horizon = await logHorizon(stack.pool);
      expect(horizon.oldest).toMatchObject({
        kind: 'prepared',
        gid: 'orphaned-by-a-crashed-coordinator',
        database: 'postgres',
        pid: null,
      });
      expect(horizon.eventsWaiting).toBeGreaterThanOrEqual(1);
      const seen = await health();
      expect(seen.status).toBe('degraded');
      expect(seen.horizon.ageSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      await other.query(`rollback prepared 'orphaned-by-a-crashed-coordinator'`);
      await other.end();
    }
    await until('health ok again', Date.now() + 20_000, async () => (await health()).status === 'ok');
  });
});
