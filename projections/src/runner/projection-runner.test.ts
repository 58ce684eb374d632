import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewEvent } from '@nsg/domain/reviews/review.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore, EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { allProjections } from '../all-projections.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { eachEvent } from './page-apply.ts';
import { READMODEL_CHANGED_CHANNEL } from './page-transaction.ts';
import { startProjectionRunner } from './projection-runner.ts';
import { rebuildProjection } from './rebuild.ts';

const logger = createLogger('test', 'silent');

/** `npm run projections -- <args>` against this test's database. */
const runCli = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'cli.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
const context = { actor: 'system:test', correlationId: 'test' };

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool, { pollIntervalMs: 50 });
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

function reviewEvents(reviewId: string, rating: number, approve: boolean): ReviewEvent[] {
  const events: ReviewEvent[] = [
    {
      type: 'reviews.ReviewSubmitted',
      data: {
        reviewId,
        type: 'business',
        targetId: 1 + (rating % 3),
        title: `Review ${reviewId}`,
        content: 'Aloha',
        rating,
        authorName: 'Tester',
        authorEmail: null,
        authorPersonId: `reviewer:${reviewId}`,
        submittedAt: new Date().toISOString(),
      },
    },
  ];
  if (approve) {
    events.push({
      type: 'reviews.ReviewApproved',
      data: { reviewId, moderatorId: 'admin', note: null, moderatedAt: new Date().toISOString() },
    });
  }
  return events;
}

async function appendReviews(count: number, concurrency = 8): Promise<number> {
  let next = 0;
  let appended = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const id = crypto.randomUUID();
        const events = reviewEvents(id, 1 + (i % 5), i % 2 === 0);
        await store.append(`review-${id}`, toNewEvents(events, context, `review-${id}`), {
          expectedRevision: 'no_stream',
        });
        appended += events.length;
      }
    }),
  );
  return appended;
}

/** A projection that throws on every event of one stream, and applies the rest. */
const choking = (name: string, streamId: string): Projection => ({
  name,
  tables: [],
  eventTypes: 'all',
  apply: eachEvent(async (_trx, event) => {
    if (event.streamId === streamId) throw new Error('cannot digest this event');
  }),
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const headPosition = async () => (await store.headPosition())?.globalPosition ?? 0n;
const caughtUp = (name: string) => async () => {
  const checkpoint = await readCheckpoint(db, name).catch(() => null);
  return checkpoint !== null && checkpoint.globalPosition >= (await headPosition());
};

async function snapshot(tables: readonly string[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await database.pool.query(`select * from ${table} order by 1, 2`);
    result[table] = rows;
  }
  return result;
}

describe('projection runner', () => {
  it('applies events, advances the checkpoint and notifies readmodel_changed on commit', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const messages: unknown[] = [];
    listener.on('notification', (n) => messages.push(JSON.parse(n.payload!)));
    await listener.query(`listen ${READMODEL_CHANGED_CHANNEL}`);

    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: allProjections,
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 50,
    });
    const reviewId = crypto.randomUUID();
    await store.append(`review-${reviewId}`, toNewEvents(reviewEvents(reviewId, 5, true), context, 'r'), {
      expectedRevision: 'no_stream',
    });
    await waitUntil(caughtUp('reviews'));
    await runner.stop();

    const row = await db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    await waitUntil(async () => messages.length > 0, 5000);
    expect(messages).toContainEqual(expect.objectContaining({ projection: 'reviews', ids: [reviewId] }));
    await listener.end();
  });

  it('brings the checkpoint of a projection none of whose events come to the head once the log is quiet', async () => {
    const quiet: Projection = {
      name: 'test-quiet',
      tables: [],
      eventTypes: new Set(['test.NeverAppended']),
      apply: () => Promise.reject(new Error('no event of this type exists')),
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [quiet],
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 20,
      batchSize: 50,
    });
    await appendReviews(300);
    await waitUntil(caughtUp('test-quiet'));
    await runner.stop();
    const checkpoint = await readCheckpoint(db, 'test-quiet');
    expect(checkpoint.globalPosition).toBe(await headPosition());
    expect(checkpoint.parked).toBeNull();
  });

  it('gathers a steady stream of events into pages instead of a transaction per event', async () => {
    const pages: number[] = [];
    const gathering: Projection = {
      name: 'test-gathering',
      tables: [],
      eventTypes: new Set(['reviews.ReviewSubmitted']),
      apply: (_trx, events) => {
        pages.push(events.length);
        return Promise.resolve([]);
      },
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [gathering],
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 20,
      gatherMs: 50,
    });
    await waitUntil(caughtUp('test-gathering'));
    pages.length = 0;
    // One review every 5 ms for half a second, as a steady stream of visitors would send them.
    for (let i = 0; i < 100; i++) {
      await appendReviews(1, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await waitUntil(caughtUp('test-gathering'));
    await runner.stop();
    expect(pages.reduce((sum, size) => sum + size, 0)).toBe(100);
    // Half a second at one page per 50 ms: about 10 pages, however fast the machine.
    expect(pages.length).toBeLessThanOrEqual(25);
  });

  it('applies the pages of loops that are level with each other in one transaction', async () => {
    await database.pool.query(
      'create table test_shared_pages (event_id uuid, projection text, txid bigint, primary key (event_id, projection))',
    );
    const names = ['test-shared-a', 'test-shared-b', 'test-shared-c'];
    const recording = (name: string): Projection => ({
      name,
      tables: ['test_shared_pages' as keyof ReadModelTables],
      eventTypes: 'all',
      apply: eachEvent(async (trx, event) => {
        await sql`insert into test_shared_pages values (${event.eventId}, ${name}, txid_current())`.execute(
          trx,
        );
      }),
    });
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: names.map(recording),
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 20,
    });
    // All three caught up first: a loop still replaying earlier tests' events would apply them after the truncate.
    for (const name of names) await waitUntil(caughtUp(name));
    await database.pool.query('truncate test_shared_pages');
    for (let i = 0; i < 20; i++) {
      await appendReviews(1, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const name of names) await waitUntil(caughtUp(name));
    await runner.stop();
    const { rows } = await database.pool.query<{ projections: number }>(
      'select count(distinct projection)::int as projections from test_shared_pages group by event_id, txid',
    );
    expect(rows.length).toBeGreaterThan(0);
    // Every event was applied by all three projections in one and the same transaction.
    expect(rows.map((row) => row.projections)).toEqual(rows.map(() => 3));
  });

  it('parks only the projection that throws on a page it shares; the others apply the page', async () => {
    await database.pool.query(
      'create table test_shared_poison (event_id uuid, projection text, primary key (event_id, projection))',
    );
    const poisonId = crypto.randomUUID();
    const recording = (name: string, throwsOnPoison = false): Projection => ({
      name,
      tables: ['test_shared_poison' as keyof ReadModelTables],
      eventTypes: 'all',
      apply: eachEvent(async (trx, event) => {
        if (throwsOnPoison && event.streamId === `review-${poisonId}`) throw new Error('cannot digest this');
        await sql`insert into test_shared_poison values (${event.eventId}, ${name})`.execute(trx);
      }),
    });
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [recording('test-sp-a'), recording('test-sp-b'), recording('test-sp-poisoned', true)],
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 20,
    });
    await waitUntil(caughtUp('test-sp-poisoned'));
    await appendReviews(3, 1);
    await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 3, false), context, 'p'), {
      expectedRevision: 'no_stream',
    });
    await appendReviews(3, 1);
    await waitUntil(caughtUp('test-sp-a'));
    await waitUntil(caughtUp('test-sp-b'));
    await waitUntil(async () => (await readCheckpoint(db, 'test-sp-poisoned')).parked !== null);
    await runner.stop();

    const [poisonEvent] = await store.readStream(`review-${poisonId}`);
    const { rows } = await database.pool.query<{ projection: string }>(
      'select projection from test_shared_poison where event_id = $1 order by projection',
      [poisonEvent!.eventId],
    );
    expect(rows.map((row) => row.projection)).toEqual(['test-sp-a', 'test-sp-b']);
    const parked = await readCheckpoint(db, 'test-sp-poisoned');
    expect(parked.parked).toMatchObject({ eventId: poisonEvent!.eventId });
    expect(parked.globalPosition).toBeLessThan(poisonEvent!.globalPosition);
  });

  it('lets only one of two runners apply a projection (lease)', async () => {
    await database.pool.query('create table test_applied (event_id uuid primary key)');
    const counting: Projection = {
      name: 'test-counting',
      tables: ['test_applied' as keyof ReadModelTables],
      eventTypes: 'all',
      apply: eachEvent(async (trx, event) => {
        // A plain insert: a second runner applying the same event would violate the key and park.
        await trx
          .insertInto('test_applied' as never)
          .values({ event_id: event.eventId } as never)
          .execute();
      }),
    };
    const options = {
      db,
      pool: database.pool,
      store,
      projections: [counting],
      logger,
      pollIntervalMs: 20,
      standbyRetryMs: 50,
    };
    const runners = [startProjectionRunner(options), startProjectionRunner(options)];
    await appendReviews(200);
    await waitUntil(caughtUp('test-counting'));
    await Promise.all(runners.map((r) => r.stop()));
    const { rows } = await database.pool.query('select count(*)::int as n from test_applied');
    const { rows: events } = await database.pool.query('select count(*)::int as n from events');
    expect(rows[0].n).toBe(events[0].n);
    expect((await readCheckpoint(db, 'test-counting')).parked).toBeNull();
  });

  it('parks a projection whose projector throws, keeping what came before, and leaves the others running', async () => {
    const poisonId = crypto.randomUUID();
    const poison = choking('test-poison', `review-${poisonId}`);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [poison, ...allProjections],
      logger,
      pollIntervalMs: 20,
    });
    await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 3, false), context, 'p'), {
      expectedRevision: 'no_stream',
    });
    const [poisonEvent] = await store.readStream(`review-${poisonId}`);
    // The runner makes the checkpoint row as it starts the projection: until then, not parked.
    await waitUntil(
      async () => ((await readCheckpoint(db, 'test-poison').catch(() => null))?.parked ?? null) !== null,
    );
    await waitUntil(caughtUp('reviews'));
    await runner.stop();

    const parked = await readCheckpoint(db, 'test-poison');
    expect(parked.parked).toMatchObject({
      eventId: poisonEvent!.eventId,
      error: 'Error: cannot digest this event',
    });
    expect(parked.parked!.position).toBe(poisonEvent!.globalPosition.toString());
    // Everything before the poison event was applied and checkpointed.
    expect(parked.globalPosition).toBeLessThan(poisonEvent!.globalPosition);
    expect(parked.globalPosition).toBeGreaterThan(0n);
  });

  it('stops at once when asked to while a projection is parking, instead of after the parked wait', async () => {
    const poisonId = crypto.randomUUID();
    let stopping: Promise<void> | undefined;
    // Stop is asked for in the instant the loop has parked and has not yet begun its wait.
    const stopOnPark: typeof logger = {
      ...logger,
      error(message) {
        if (message === 'projection parked') stopping = runner.stop();
      },
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [choking('test-stop-parking', `review-${poisonId}`)],
      logger: stopOnPark,
      pollIntervalMs: 20,
      parkedRetryMs: 600_000,
    });
    await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 3, false), context, 'p'), {
      expectedRevision: 'no_stream',
    });
    await waitUntil(() => Promise.resolve(stopping !== undefined));
    const outcome = await Promise.race([
      stopping!.then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting out the parked wait'), 10_000)),
    ]);
    expect(outcome).toBe('stopped');
  });

  it('moves past a parked event once an operator records a skip, and only that projection', async () => {
    const poisonId = crypto.randomUUID();
    const poison = choking('test-skip', `review-${poisonId}`);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [poison],
      logger,
      pollIntervalMs: 20,
      wakeChannel: EVENTS_CHANNEL,
    });
    try {
      await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 3, false), context, 'p'), {
        expectedRevision: 'no_stream',
      });
      const [poisonEvent] = await store.readStream(`review-${poisonId}`);
      await waitUntil(async () => (await readCheckpoint(db, 'test-skip').catch(() => null))?.parked != null);
      // The operator's command, as run from a shell.
      const refused = await runCli([
        'skip',
        'test-skip',
        crypto.randomUUID(),
        '--reason',
        'Not the parked one.',
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`parked at event ${poisonEvent!.eventId}`);
      const skipped = await runCli([
        'skip',
        'test-skip',
        poisonEvent!.eventId,
        '--reason',
        'Stored with a bad date by a bug fixed since; nothing to project.',
      ]);
      expect(skipped.code, skipped.stderr).toBe(0);
      expect(skipped.stdout).toContain('reviews.ReviewSubmitted');
      await waitUntil(async () => {
        const checkpoint = await readCheckpoint(db, 'test-skip');
        return checkpoint.parked === null && checkpoint.globalPosition >= poisonEvent!.globalPosition;
      });
      // Later events are applied as usual.
      await appendReviews(3, 1);
      await waitUntil(caughtUp('test-skip'));
      const [skip] = await store.readStream('projection_skips-test-skip');
      expect(skip).toMatchObject({
        type: 'operations.ProjectionEventSkipped',
        data: {
          projection: 'test-skip',
          eventId: poisonEvent!.eventId,
          eventType: 'reviews.ReviewSubmitted',
        },
        metadata: { actor: expect.stringMatching(/^operator:/) },
      });
    } finally {
      await runner.stop();
    }
  });

  it('tries a parked event again at once when an operator asks for a retry once the fix is deployed', async () => {
    const poisonId = crypto.randomUUID();
    let fixed = false;
    const buggy: Projection = {
      name: 'test-retry',
      tables: [],
      eventTypes: 'all',
      apply: eachEvent(async (_trx, event) => {
        if (!fixed && event.streamId === `review-${poisonId}`) throw new Error('cannot digest this event');
      }),
    };
    // Left to itself it would retry in a minute: the test ends long before.
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [buggy],
      logger,
      pollIntervalMs: 20,
      wakeChannel: EVENTS_CHANNEL,
      parkedRetryMs: 60_000,
    });
    try {
      await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 3, false), context, 'p'), {
        expectedRevision: 'no_stream',
      });
      const [poisonEvent] = await store.readStream(`review-${poisonId}`);
      await waitUntil(async () => (await readCheckpoint(db, 'test-retry').catch(() => null))?.parked != null);
      fixed = true;
      const retried = await runCli(['retry', 'test-retry', poisonEvent!.eventId]);
      expect(retried.code, retried.stderr).toBe(0);
      expect(retried.stdout).toContain(`position ${poisonEvent!.globalPosition}`);
      await waitUntil(caughtUp('test-retry'), 10_000);
      expect((await readCheckpoint(db, 'test-retry')).parked).toBeNull();
      const [retry] = await store.readStream('projection_skips-test-retry');
      expect(retry).toMatchObject({
        type: 'operations.ProjectionRetryRequested',
        data: {
          projection: 'test-retry',
          eventId: poisonEvent!.eventId,
          error: 'Error: cannot digest this event',
        },
        metadata: { actor: expect.stringMatching(/^operator:/) },
      });
    } finally {
      await runner.stop();
    }
  });

  it('parks the projections that read a stored event failing its schema, naming the field, and only those', async () => {
    // A log of its own: the bad event stays in it for good.
    const own = await createTestDatabase();
    const ownStore = createPostgresEventStore(own.pool, { pollIntervalMs: 50 });
    const ownDb = createDb<ReadModelTables>(own.pool);
    const runner = startProjectionRunner({
      db: ownDb,
      pool: own.pool,
      store: ownStore,
      projections: allProjections,
      logger,
      pollIntervalMs: 20,
    });
    const listingId = crypto.randomUUID();
    // Written as the current version of its type, but without the date the type requires.
    const bad = { type: 'marketplace.ListingMarkedSold', data: { listingId } };
    await ownStore.append(`listing-${listingId}`, toNewEvents([bad], context, 'l'), {
      expectedRevision: 'any',
    });
    const reviewId = crypto.randomUUID();
    await ownStore.append(`review-${reviewId}`, toNewEvents(reviewEvents(reviewId, 4, true), context, 'r'), {
      expectedRevision: 'no_stream',
    });
    const [stored] = await ownStore.readStream(`listing-${listingId}`);
    const parkedOf = async (name: string) =>
      (await readCheckpoint(ownDb, name).catch(() => null))?.parked ?? null;
    await waitUntil(async () => (await parkedOf('marketplace')) !== null);
    const head = (await ownStore.headPosition())!.globalPosition;
    await waitUntil(
      async () => (await readCheckpoint(ownDb, 'reviews').catch(() => null))?.globalPosition === head,
    );
    await runner.stop();
    await ownStore.close();
    expect(await parkedOf('marketplace')).toMatchObject({
      eventId: stored!.eventId,
      error: expect.stringContaining("must have required property 'soldAt'"),
    });
    expect(await parkedOf('reviews')).toBeNull();
    await own.drop();
  });

  it('retries passing database errors instead of parking, and parks after too many on one event', async () => {
    const id = crypto.randomUUID();
    let failuresLeft = 2;
    const flaky: Projection = {
      name: 'test-flaky',
      tables: [],
      eventTypes: 'all',
      apply: eachEvent(async (_trx, event) => {
        if (event.streamId !== `review-${id}` || failuresLeft === 0) return;
        failuresLeft--;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      }),
    };
    const stubbornId = crypto.randomUUID();
    const stubborn: Projection = {
      name: 'test-stubborn',
      tables: [],
      eventTypes: 'all',
      apply: eachEvent(async (_trx, event) => {
        if (event.streamId === `review-${stubbornId}`)
          throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      }),
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [flaky, stubborn],
      logger,
      pollIntervalMs: 20,
      retryBaseMs: 10,
    });
    try {
      await store.append(`review-${id}`, toNewEvents(reviewEvents(id, 3, false), context, 'f'), {
        expectedRevision: 'no_stream',
      });
      await store.append(
        `review-${stubbornId}`,
        toNewEvents(reviewEvents(stubbornId, 3, false), context, 's'),
        {
          expectedRevision: 'no_stream',
        },
      );
      const head = (await store.headPosition())!.globalPosition;
      await waitUntil(
        async () =>
          ((await readCheckpoint(db, 'test-flaky').catch(() => null))?.globalPosition ?? 0n) >= head,
      );
      expect((await readCheckpoint(db, 'test-flaky')).parked).toBeNull();
      expect(failuresLeft).toBe(0);
      await waitUntil(
        async () => (await readCheckpoint(db, 'test-stubborn').catch(() => null))?.parked != null,
      );
      expect((await readCheckpoint(db, 'test-stubborn')).parked!.error).toMatch(/statement timeout/);
    } finally {
      await runner.stop();
    }
  });

  it('tries a parked projection again on a schedule, so a fix takes without a restart', async () => {
    const id = crypto.randomUUID();
    let fixed = false;
    const buggy: Projection = {
      name: 'test-fixed-later',
      tables: [],
      eventTypes: 'all',
      apply: eachEvent(async (_trx, event) => {
        if (event.streamId === `review-${id}` && !fixed) throw new Error('bug in the projector');
      }),
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [buggy],
      logger,
      pollIntervalMs: 20,
      parkedRetryMs: 200,
    });
    try {
      await store.append(`review-${id}`, toNewEvents(reviewEvents(id, 3, false), context, 'b'), {
        expectedRevision: 'no_stream',
      });
      await waitUntil(
        async () => (await readCheckpoint(db, 'test-fixed-later').catch(() => null))?.parked != null,
      );
      fixed = true;
      const head = (await store.headPosition())!.globalPosition;
      await waitUntil(async () => {
        const checkpoint = await readCheckpoint(db, 'test-fixed-later');
        return checkpoint.parked === null && checkpoint.globalPosition >= head;
      });
    } finally {
      await runner.stop();
    }
  });

  it('keeps a parked projection marked parked while it tries the event again, so no reader sees it flicker', async () => {
    const poisonId = crypto.randomUUID();
    const poison = choking('test-stays-parked', `review-${poisonId}`);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [poison],
      logger,
      pollIntervalMs: 20,
      parkedRetryMs: 10,
    });
    try {
      await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 1, false), context, 'f'), {
        expectedRevision: 'no_stream',
      });
      const parkedNow = async () =>
        ((await readCheckpoint(db, 'test-stays-parked').catch(() => null))?.parked ?? null) !== null;
      await waitUntil(parkedNow);
      const firstParkedAt = (await readCheckpoint(db, 'test-stays-parked')).parked!.parkedAt;
      const seen: boolean[] = [];
      for (let i = 0; i < 300; i++) seen.push(await parkedNow());
      // It did try again meanwhile (each try parks it anew), and it was parked at every look.
      expect((await readCheckpoint(db, 'test-stays-parked')).parked!.parkedAt.getTime()).toBeGreaterThan(
        firstParkedAt.getTime(),
      );
      expect(seen.filter((parked) => !parked)).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('stays marked parked while a retry first steps over events its loop had read past without a checkpoint', async () => {
    const poisonId = crypto.randomUUID();
    const slowToChoke: Projection = {
      name: 'test-parked-past-skips',
      tables: [],
      eventTypes: new Set(['reviews.ReviewApproved']),
      apply: eachEvent(async (_trx, event) => {
        if (event.streamId !== `review-${poisonId}`) return;
        // Long enough for a reader to look while the retry is under way.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('cannot digest this event');
      }),
    };
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [slowToChoke],
      logger,
      pollIntervalMs: 20,
      parkedRetryMs: 300,
      batchSize: 1,
    });
    try {
      await appendReviews(1);
      await waitUntil(caughtUp('test-parked-past-skips'));
      // Within a second of its last checkpoint, its loop reads past the submission (not an event it reads)
      // and leaves the checkpoint before it; then parks at the approval.
      await store.append(`review-${poisonId}`, toNewEvents(reviewEvents(poisonId, 1, true), context, 'p'), {
        expectedRevision: 'no_stream',
      });
      const [submitted] = await store.readStream(`review-${poisonId}`);
      const parkedAt = async () => (await readCheckpoint(db, 'test-parked-past-skips')).parked?.parkedAt;
      let first: Date | undefined;
      while (!(first = await parkedAt())) await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await readCheckpoint(db, 'test-parked-past-skips')).globalPosition).toBeLessThan(
        submitted!.globalPosition,
      );

      // Until the retry has parked it again, every look finds it parked.
      const seen: (Date | undefined)[] = [];
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && !(seen.at(-1)! > first)) seen.push(await parkedAt());
      expect(seen.at(-1)!.getTime()).toBeGreaterThan(first.getTime());
      expect(seen.filter((at) => at === undefined)).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('rebuilds a read model that equals the live one', async () => {
    await appendReviews(300);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: allProjections,
      logger,
      pollIntervalMs: 20,
    });
    await waitUntil(caughtUp('reviews'));
    await waitUntil(caughtUp('audit'));
    const live = await snapshot(['reviews', 'review_stats', 'audit_log']);
    const progress: bigint[] = [];
    // Rebuilt while the live runner is running: it replays and we watch.
    expect(
      await rebuildProjection(
        allProjections.find((p) => p.name === 'reviews')!,
        { db, pool: database.pool, store, logger, onProgress: (a) => progress.push(a) },
      ),
    ).toBe('rebuilt');
    await runner.stop();
    // And rebuilt with no runner: replayed here.
    expect(
      await rebuildProjection(
        allProjections.find((p) => p.name === 'audit')!,
        { db, pool: database.pool, store, logger },
      ),
    ).toBe('rebuilt');
    expect(await snapshot(['reviews', 'review_stats', 'audit_log'])).toEqual(live);
    expect(progress.at(-1)).toBe(await headPosition());
  });
});

describe('rebuilding into shadow tables', () => {
  const tables = ['reviews', 'review_stats'];
  const reviews = () => allProjections.find((p) => p.name === 'reviews')!;
  const count = async () => Number((await database.pool.query('select count(*) from reviews')).rows[0].count);
  const indexNames = async () =>
    (
      await database.pool.query(
        `select indexname from pg_indexes where schemaname = 'public' and tablename = any($1) order by 1`,
        [tables],
      )
    ).rows.map((row: { indexname: string }) => row.indexname);

  it('keeps the live tables whole while it replays, then swaps in an equal copy', async () => {
    await appendReviews(200);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [reviews()],
      logger,
    });
    await waitUntil(caughtUp('reviews'));
    const live = await snapshot(tables);
    const liveCount = await count();
    const indexes = await indexNames();
    const seenDuringReplay: Promise<number>[] = [];
    const outcome = await rebuildProjection(reviews(), {
      db,
      pool: database.pool,
      store,
      logger,
      batchSize: 50,
      onProgress: () => seenDuringReplay.push(count()),
    });
    await runner.stop();
    expect(outcome).toBe('rebuilt');
    expect(seenDuringReplay.length).toBeGreaterThan(2);
    expect(await Promise.all(seenDuringReplay)).toEqual(seenDuringReplay.map(() => liveCount));
    expect(await snapshot(tables)).toEqual(live);
    expect(await indexNames()).toEqual(indexes);
    const leftovers = await database.pool.query(
      `select nspname from pg_namespace where nspname like 'rebuild_%'
       union all select name from projection_checkpoints where name like '%~rebuild'`,
    );
    expect(leftovers.rows).toEqual([]);
  });

  it('takes the events appended during the replay, and leaves the live tables alone when it parks', async () => {
    await appendReviews(50);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [reviews()],
      logger,
    });
    await waitUntil(caughtUp('reviews'));
    let appendedMeanwhile = false;
    await rebuildProjection(reviews(), {
      db,
      pool: database.pool,
      store,
      logger,
      batchSize: 100,
      onProgress: () => {
        if (appendedMeanwhile) return;
        appendedMeanwhile = true;
        void appendReviews(20, 1);
      },
    });
    await waitUntil(caughtUp('reviews'));
    await runner.stop();
    const afterSwap = await snapshot(tables);
    await rebuildProjection(reviews(), { db, pool: database.pool, store, logger });
    expect(await snapshot(tables)).toEqual(afterSwap);

    const broken = {
      ...reviews(),
      apply: () => Promise.reject(new Error('cannot apply')),
    };
    expect(await rebuildProjection(broken, { db, pool: database.pool, store, logger })).toBe('parked');
    expect(await snapshot(tables)).toEqual(afterSwap);
    expect((await readCheckpoint(db, 'reviews')).parked).toBeNull();
  });
});

describe('a rebuild swapping in behind a long read', () => {
  const reviews = () => allProjections.find((p) => p.name === 'reviews')!;

  it('never queues readers behind its lock, and swaps once the long read ends, without replaying again', async () => {
    await appendReviews(100);
    const longRead = await database.pool.connect();
    await longRead.query('begin');
    await longRead.query('select count(*) from reviews');
    let replayedEvents = 0;
    let waiting = 0;
    const rebuilt = rebuildProjection(reviews(), {
      db,
      pool: database.pool,
      store,
      logger,
      swapLockTimeoutMs: 100,
      onProgress: () => replayedEvents++,
      onSwapWait: () => waiting++,
    });
    try {
      await waitUntil(() => Promise.resolve(waiting >= 2));
      // Readers are served meanwhile: the swap's lock request gives way instead of queueing them.
      const reader = await database.pool.connect();
      try {
        await reader.query(`set statement_timeout = '1s'`);
        await reader.query('select count(*) from reviews');
      } finally {
        reader.release();
      }
    } finally {
      await longRead.query('commit');
      longRead.release();
    }
    const progressBeforeSwap = replayedEvents;
    expect(await rebuilt).toBe('rebuilt');
    expect(replayedEvents).toBe(progressBeforeSwap);
  });
});

describe('projection runner process killed with SIGKILL mid catch-up', () => {
  const cli = path.resolve(import.meta.dirname, '../cli.ts');
  const startRunnerProcess = (): ChildProcess =>
    spawn(process.execPath, [cli, 'run'], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

  it('applies every one of 10,000 events exactly once after a restart', async () => {
    await database.pool.query(
      'truncate events, projection_checkpoints, reviews, review_stats, audit_log, beaches, businesses, products, local_tips, eco_categories, eco_challenges, eco_rewards, survey_categories, advertisers',
    );
    const appended = await appendReviews(6667);
    expect(appended).toBeGreaterThanOrEqual(10_000);

    const first = startRunnerProcess();
    await waitUntil(async () => {
      const { rows } = await database.pool.query(
        `select global_position from projection_checkpoints where name = 'reviews'`,
      );
      return Number(rows[0]?.global_position ?? 0) > 1000;
    });
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await readCheckpoint(db, 'reviews');
    expect(atKill.globalPosition).toBeLessThan(await headPosition());

    const second = startRunnerProcess();
    await waitUntil(caughtUp('reviews'), 60_000);
    await waitUntil(caughtUp('audit'), 60_000);
    second.kill('SIGTERM');
    await exited(second);

    const counts = await database.pool.query(`
      select (select count(*)::int from events) as events,
             (select count(*)::int from audit_log) as audited,
             (select count(*)::int from reviews) as reviews,
             (select count(*)::int from reviews where status = 'approved') as approved,
             (select coalesce(sum(review_count), 0)::int from review_stats) as counted,
             (select coalesce(sum(rating_sum), 0)::int from review_stats) as rating_sum,
             (select coalesce(sum(rating), 0)::int from reviews where status = 'approved') as approved_rating_sum`);
    const c = counts.rows[0];
    expect(c.audited).toBe(c.events);
    expect(c.reviews).toBe(6667);
    // Counters are increments: an event applied twice would show here.
    expect(c.counted).toBe(c.approved);
    expect(c.rating_sum).toBe(c.approved_rating_sum);
  }, 120_000);
});

describe('projection runner leases', () => {
  let own: TestDatabase;
  let ownStore: EventStore;
  let ownDb: ReturnType<typeof createDb<ReadModelTables>>;
  beforeAll(async () => {
    own = await createTestDatabase();
    ownStore = createPostgresEventStore(own.pool, { pollIntervalMs: 50 });
    ownDb = createDb<ReadModelTables>(own.pool);
  });
  afterAll(async () => {
    await ownStore.close();
    await own.drop();
  });
  const ownCaughtUp = (name: string) => async () => {
    const checkpoint = await readCheckpoint(ownDb, name).catch(() => null);
    const head = (await ownStore.headPosition())?.globalPosition ?? 0n;
    return checkpoint !== null && checkpoint.globalPosition >= head;
  };
  async function appendReviewsTo(target: EventStore, count: number) {
    for (let i = 0; i < count; i++) {
      const id = crypto.randomUUID();
      await target.append(
        `review-${id}`,
        toNewEvents(reviewEvents(id, 1 + (i % 5), false), context, `review-${id}`),
        {
          expectedRevision: 'no_stream',
        },
      );
    }
  }

  it("renews all of a runner's leases on one connection, and hands over when that connection dies", async () => {
    await own.pool.query(
      'create table test_applied_twice (event_id uuid, projection text, primary key (event_id, projection))',
    );
    const recording = (name: string): Projection => ({
      name,
      tables: ['test_applied_twice' as keyof ReadModelTables],
      eventTypes: 'all',
      apply: eachEvent(async (trx, event) => {
        await trx
          .insertInto('test_applied_twice' as never)
          .values({ event_id: event.eventId, projection: name } as never)
          .execute();
      }),
    });
    const projections = ['test-lock-a', 'test-lock-b', 'test-lock-c'].map(recording);
    const runnerPool = (name: string) => {
      const url = new URL(own.url);
      url.searchParams.set('application_name', name);
      return new pg.Pool({ connectionString: url.toString(), max: 10 });
    };
    const pools = [runnerPool('runner-one'), runnerPool('runner-two')];
    const runner = (pool: pg.Pool) =>
      startProjectionRunner({
        db: ownDb,
        pool,
        store: ownStore,
        projections,
        logger,
        pollIntervalMs: 20,
        standbyRetryMs: 50,
      });
    const lockConnections = async (application: string) => {
      const { rows } = await own.pool.query<{ pid: number; locks: number }>(
        `select l.owner_pid as pid, count(*)::int as locks
           from projection_leases l join pg_stat_activity a on a.pid = l.owner_pid
          where l.expires_at > now() and a.application_name = $1 group by l.owner_pid`,
        [application],
      );
      return rows;
    };
    const first = runner(pools[0]!);
    await appendReviewsTo(ownStore, 50);
    for (const projection of projections) await waitUntil(ownCaughtUp(projection.name));
    expect((await lockConnections('runner-one')).map((row) => row.locks)).toEqual([3]);

    const second = runner(pools[1]!);
    const [{ pid }] = (await lockConnections('runner-one')) as unknown as [{ pid: number }];
    await own.pool.query('select pg_terminate_backend($1)', [pid]);
    await appendReviewsTo(ownStore, 50);
    for (const projection of projections) await waitUntil(ownCaughtUp(projection.name));
    // Both runners now compete; every event is applied once per projection, whoever holds which lock.
    const held = [...(await lockConnections('runner-one')), ...(await lockConnections('runner-two'))];
    expect(held.reduce((total, row) => total + row.locks, 0)).toBe(3);
    expect(held.length).toBeLessThanOrEqual(2);
    await Promise.all([first.stop(), second.stop()]);
    await Promise.all(pools.map((pool) => pool.end()));
    const { rows } = await own.pool.query<{ n: number; distinct_n: number }>(
      `select count(*)::int as n, count(distinct (event_id, projection))::int as distinct_n from test_applied_twice`,
    );
    const { rows: events } = await own.pool.query<{ n: number }>('select count(*)::int as n from events');
    expect(rows[0]).toEqual({ n: events[0]!.n * 3, distinct_n: events[0]!.n * 3 });
  });
});
