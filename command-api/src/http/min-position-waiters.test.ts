import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READMODEL_CHANGED_CHANNEL } from '@nsg/projections/runner/page-transaction.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const WAIT_MS = 1500;
const WAITERS = 200;
/**
 * Beyond the wait and the time the same reads take without one. The reads after the wait may take twice
 * that on a busy machine (seen: 200 reads measured at 783 ms, answered 1,502 ms after the wait ended).
 */
const MARGIN_MS = 500;
const WAKES = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MIN_POSITION_WAIT_MS: String(WAIT_MS) } });
});
afterAll(() => t.close());

/** Every checkout of the app's real pool: one per query Kysely or the event store runs. */
function countQueries() {
  let count = 0;
  const counted = () => count++;
  t.deps.pool.on('acquire', counted);
  return {
    get count() {
      return count;
    },
    stop: () => t.deps.pool.off('acquire', counted),
  };
}

describe('?minPosition= waiters on a stalled projection', () => {
  it(`cost a few queries per wake however many wait, and answer after ${WAIT_MS} ms`, async () => {
    // What answering 200 reads at once costs by itself, here and now.
    const unwaitedStart = Date.now();
    await Promise.all(Array.from({ length: WAITERS }, () => t.app.inject({ url: '/api/beaches' })));
    const unwaited = Date.now() - unwaitedStart;
    await t.stopProjections();
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Kai', email: 'kai@example.com', subject: 'Waiting', message: 'Anyone there?' },
      remoteAddress: '10.79.0.1',
    });
    expect(contact.statusCode).toBe(202);
    const position = contact.headers['x-log-position'] as string;
    expect(position).toMatch(/^\d+-\d+$/);

    const queries = countQueries();
    const started = Date.now();
    const reads = Array.from({ length: WAITERS }, async () => {
      const response = await t.app.inject({ url: `/api/beaches?minPosition=${position}` });
      return { response, elapsed: Date.now() - started };
    });
    // Read models change elsewhere meanwhile: each change wakes the watcher.
    for (let wake = 0; wake < WAKES; wake++) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS / (WAKES + 2)));
      await sql`select pg_notify(${READMODEL_CHANGED_CHANNEL}, '')`.execute(t.deps.db);
    }
    await new Promise((resolve) => setTimeout(resolve, started + WAIT_MS - 250 - Date.now()));
    const whileWaiting = queries.count;
    queries.stop();
    const answers = await Promise.all(reads);

    // Wakes: the arrivals, the notifications and a recheck every 200 ms, two queries each (plus our own notifies).
    const times = answers.map((a) => a.elapsed).sort((a, b) => a - b);
    console.log(
      `${WAITERS} waiters: ${whileWaiting} queries while waiting; answered in ${times[0]}..${times.at(-1)} ms (the same reads without a wait: ${unwaited} ms)`,
    );
    expect(whileWaiting).toBeLessThan(60);
    for (const { response, elapsed } of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-read-stale']).toBe('true');
      expect(elapsed).toBeGreaterThanOrEqual(WAIT_MS);
      expect(elapsed).toBeLessThan(WAIT_MS + 2 * unwaited + MARGIN_MS);
    }
  });
});
