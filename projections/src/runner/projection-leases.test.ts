import type { ReviewEvent } from '@nsg/domain/reviews/review.ts';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { eachEvent } from './page-apply.ts';
import type { Projection } from './projection.ts';
import { createTransientFailures, applyPageAfter, liveTarget } from './page-transaction.ts';
import { createLeaseSession } from './lease-session.ts';
import { startProjectionRunner, type ProjectionRunner, type RunnerOptions } from './projection-runner.ts';

const logger = createLogger('test', 'silent');
const LEASE_MS = 1_000;
const context = { actor: 'system:test', correlationId: 'test' };

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
  db = createDb<ReadModelTables>(database.pool);
  await database.pool.query('create table test_lease_applied (event_id uuid, runner text)');
  await database.pool.query('create table test_lease_mid_page (event_id uuid, runner text)');
});
const running = new Set<ProjectionRunner>();
const start = (options: RunnerOptions) => {
  const runner = startProjectionRunner(options);
  running.add(runner);
  return { stop: () => (running.delete(runner), runner.stop()) };
};
afterAll(async () => {
  await Promise.all([...running].map((runner) => runner.stop()));
  await store.close();
  await database.drop();
});

async function appendEvents(count: number) {
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const submitted: ReviewEvent = {
      type: 'reviews.ReviewSubmitted',
      data: {
        reviewId: id,
        type: 'beach',
        targetId: 1,
        title: `Review ${i}`,
        content: 'Aloha',
        rating: 5,
        authorName: 'Tester',
        authorEmail: null,
        authorPersonId: `reviewer:${id}`,
        submittedAt: new Date().toISOString(),
      },
    };
    await store.append(`review-${id}`, toNewEvents([submitted], context, `review-${id}`), {
      expectedRevision: 'no_stream',
    });
  }
}

/** The same projection as each runner runs it, each row signed by the runner that applied it. */
const signedBy = (runner: string, name = 'test-leased', table = 'test_lease_applied'): Projection => ({
  name,
  tables: [table as keyof ReadModelTables],
  eventTypes: 'all',
  apply: eachEvent(async (trx, event) => {
    await trx
      .insertInto(table as never)
      .values({ event_id: event.eventId, runner } as never)
      .execute();
  }),
});

/** A gate a runner waits at before each page and each heartbeat: closed, the runner is as if hung. */
function gate() {
  let opened: Promise<void> = Promise.resolve();
  let open = () => {};
  return {
    close() {
      opened = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    wait: () => opened,
  };
}

async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const applied = async () => {
  const { rows } = await database.pool.query<{ runner: string; n: number; distinct_n: number }>(
    `select runner, count(*)::int as n, count(distinct event_id)::int as distinct_n
       from test_lease_applied group by runner order by runner`,
  );
  return Object.fromEntries(rows.map((row) => [row.runner, row]));
};
const eventCount = async () =>
  (await database.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0]!.n;
const caughtUp = async (name = 'test-leased') => {
  const checkpoint = await readCheckpoint(db, name).catch(() => null);
  return (
    checkpoint !== null && checkpoint.globalPosition >= ((await store.headPosition())?.globalPosition ?? 0n)
  );
};

const options = (runner: string, projection = signedBy(runner)): RunnerOptions => ({
  db,
  pool: database.pool,
  store,
  projections: [projection],
  logger,
  pollIntervalMs: 20,
  standbyRetryMs: 50,
  leaseMs: LEASE_MS,
  heartbeatMs: 200,
});

describe('projection leases', () => {
  it('hands a hung owner’s projection to the standby once its lease expires, and fences the owner when it resumes', async () => {
    const hang = gate();
    const a = start({ ...options('a'), pausePoint: hang.wait });
    await appendEvents(20);
    await waitUntil('a applies the log', () => caughtUp());
    const b = start(options('b'));
    // A healthy owner keeps its projection: the standby waits through several lease times.
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_MS));
    await appendEvents(5);
    await waitUntil('a applies the new events', () => caughtUp());
    expect(Object.keys(await applied())).toEqual(['a']);
    const { rows: before } = await database.pool.query<{ epoch: string }>(
      `select epoch from projection_leases where name = 'test-leased'`,
    );

    hang.close();
    await new Promise((resolve) => setTimeout(resolve, 100)); // a's loop reaches the gate
    const hungAt = Date.now();
    await appendEvents(10);
    await waitUntil('b takes over and applies the new events', () => caughtUp(), 5 * LEASE_MS);
    const tookOverMs = Date.now() - hungAt;
    expect(tookOverMs).toBeLessThan(LEASE_MS + 2_000);
    const { rows: after } = await database.pool.query<{ epoch: string; owner: string }>(
      `select epoch, owner from projection_leases where name = 'test-leased'`,
    );
    expect(Number(after[0]!.epoch)).toBeGreaterThan(Number(before[0]!.epoch));
    const checkpointAtTakeover = await readCheckpoint(db, 'test-leased');
    const byA = (await applied()).a!.n;

    // a resumes where it stopped, with the page it read before it hung: it commits nothing of it.
    hang.open();
    await new Promise((resolve) => setTimeout(resolve, 5 * LEASE_MS));
    expect((await applied()).a!.n).toBe(byA);
    const checkpoint = await readCheckpoint(db, 'test-leased');
    expect(checkpoint.globalPosition).toBe(checkpointAtTakeover.globalPosition);
    const { rows: still } = await database.pool.query<{ epoch: string; owner: string }>(
      `select epoch, owner from projection_leases where name = 'test-leased'`,
    );
    expect(still[0]).toEqual(after[0]);

    // a went back to standby: once b stops, a takes over again and applies what follows.
    await b.stop();
    await appendEvents(5);
    await waitUntil('a takes over from the stopped b', () => caughtUp(), 5 * LEASE_MS);
    await a.stop();
    const rows = await applied();
    expect(rows.a!.n + rows.b!.n).toBe(await eventCount());
    expect(rows.a!.n).toBe(rows.a!.distinct_n);
    expect(rows.b!.n).toBe(rows.b!.distinct_n);
    const { rows: doubles } = await database.pool.query(
      'select event_id from test_lease_applied group by event_id having count(*) > 1',
    );
    expect(doubles).toEqual([]);
  }, 60_000);

  it('commits nothing of a page whose lease was taken over, neither rows nor checkpoint', async () => {
    const name = 'test-fenced';
    const projection = { ...signedBy('stale'), name };
    const [first, second] = [
      createLeaseSession(database.pool, 'first'),
      createLeaseSession(database.pool, 'second'),
    ];
    try {
      const stale = (await first.tryAcquire(name))!;
      await database.pool.query(`update projection_leases set expires_at = now() where name = $1`, [name]);
      const current = (await second.tryAcquire(name))!;
      expect(current.epoch).toBe(stale.epoch + 1);

      await ensureCheckpoint(db, name);
      await appendEvents(3);
      const events = await store.readAll({ from: 'start', limit: 1_000 });
      const options = { db, logger, transientFailures: createTransientFailures() };
      const { rows: before } = await database.pool.query('select count(*)::int as n from test_lease_applied');
      const outcome = await applyPageAfter(
        projection,
        options,
        'start',
        events,
        liveTarget(projection, stale),
      );
      expect(outcome).toBe('lost');
      const { rows: after } = await database.pool.query('select count(*)::int as n from test_lease_applied');
      expect(after[0].n).toBe(before[0].n);
      expect((await readCheckpoint(db, name)).globalPosition).toBe(0n);

      expect(
        await applyPageAfter(projection, options, 'start', events, liveTarget(projection, current)),
      ).toBe('applied');
      expect((await readCheckpoint(db, name)).globalPosition).toBe(events.at(-1)!.globalPosition);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('takes over from an owner that hung inside a page transaction, holding the lease row', async () => {
    const name = 'test-leased-mid-page';
    const [inPage, beating] = [gate(), gate()];
    const signed = signedBy('a', name, 'test_lease_mid_page');
    // a hangs after its page's transaction has begun and checked the lease: the row stays locked.
    const stuck: Projection = {
      ...signed,
      apply: async (trx, events) => (await inPage.wait(), signed.apply(trx, events)),
    };
    const a = start({ ...options('a', stuck), pausePoint: beating.wait });
    await appendEvents(3);
    await waitUntil('a applies the log', () => caughtUp(name));
    inPage.close();
    await appendEvents(3);
    await new Promise((resolve) => setTimeout(resolve, 100)); // a's page reaches the gate
    beating.close();
    const hungAt = Date.now();
    const b = start(options('b', signedBy('b', name, 'test_lease_mid_page')));
    try {
      await waitUntil('b takes over', () => caughtUp(name), 10 * LEASE_MS);
      expect(Date.now() - hungAt).toBeLessThan(LEASE_MS + 2_000);
    } finally {
      inPage.open();
      beating.open();
    }
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_MS));
    await Promise.all([a.stop(), b.stop()]);
    const { rows } = await database.pool.query<{ n: number; distinct_n: number }>(
      'select count(*)::int as n, count(distinct event_id)::int as distinct_n from test_lease_mid_page',
    );
    expect(rows[0]).toEqual({ n: await eventCount(), distinct_n: await eventCount() });
  }, 60_000);

  it('runs the projection process with the lease time its configuration sets', async () => {
    const cli = path.resolve(import.meta.dirname, '../cli.ts');
    const child = spawn(process.execPath, [cli, 'run'], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent', PROJECTION_LEASE_MS: '4000' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const leaseTimes = async () => {
        const { rows } = await database.pool.query<{ ms: number }>(
          `select distinct round(extract(epoch from expires_at - heartbeat_at) * 1000)::int as ms
             from projection_leases where owner like $1`,
          [`%:${child.pid}:%`],
        );
        return rows.map((row) => row.ms);
      };
      await waitUntil('the process takes its leases', async () => (await leaseTimes()).length > 0);
      expect(await leaseTimes()).toEqual([4000]);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
