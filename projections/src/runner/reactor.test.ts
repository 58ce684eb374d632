import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewSubmitted } from '@nsg/domain/reviews/review.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore, EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoint } from './checkpoints.ts';
import { startProjectionRunner } from './projection-runner.ts';
import { reactionContext, reactorProjection, startReactorsAtHead, type Reactor } from './reactor.ts';

const logger = createLogger('test', 'silent');
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

async function submitReview(title: string) {
  const reviewId = newId();
  const event: ReviewSubmitted = {
    type: 'reviews.ReviewSubmitted',
    data: {
      reviewId,
      type: 'business',
      targetId: 1,
      title,
      content: 'Aloha',
      rating: 5,
      authorName: 'Tester',
      authorEmail: null,
      authorPersonId: `reviewer:${reviewId}`,
      submittedAt: new Date().toISOString(),
    },
  };
  const streamId = `review-${reviewId}`;
  const context = { actor: 'system:test', correlationId: 'reactor-test' };
  await store.append(streamId, toNewEvents([event], context, streamId), { expectedRevision: 'no_stream' });
}

async function until(condition: () => boolean | Promise<boolean>) {
  for (let attempt = 0; attempt < 400 && !(await condition()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a reactor in the projection runner', () => {
  it('follows the log from its head when new, and goes on past a follow-up the deciders refuse', async () => {
    await submitReview('Before the reactor');
    const seen: string[] = [];
    const reactor: Reactor = {
      name: 'review-title-reactor',
      eventTypes: new Set(['reviews.ReviewSubmitted']),
      async react(event: RecordedEvent) {
        const { title } = event.data as ReviewSubmitted['data'];
        seen.push(title);
        if (title === 'Refused') throw new DomainError('conflict', 'Not this one');
      },
    };
    await startReactorsAtHead(db, store, [reactor]);
    const runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [reactorProjection(reactor, logger)],
      logger,
      wakeChannel: EVENTS_CHANNEL,
      pollIntervalMs: 50,
    });
    try {
      await submitReview('Refused');
      await submitReview('After');
      await until(() => seen.includes('After'));
      expect(seen).toEqual(['Refused', 'After']);
      const head = await store.headPosition();
      await until(
        async () => (await readCheckpoint(db, reactor.name)).globalPosition >= head!.globalPosition,
      );
      const checkpoint = await readCheckpoint(db, reactor.name);
      expect(checkpoint.parked).toBeNull();
      expect(checkpoint.globalPosition).toBe(head!.globalPosition);
    } finally {
      await runner.stop();
    }
  });

  it('keys what it appends by the causing event', async () => {
    const cause = {
      eventId: 'cause-1',
      metadata: { actor: 'admin:a', correlationId: 'c-1', schemaVersion: 1 },
    };
    expect(reactionContext('some-reactor', cause as RecordedEvent)).toEqual({
      actor: 'admin:a',
      correlationId: 'c-1',
      causationId: 'cause-1',
      idempotencyKey: 'reaction:some-reactor:cause-1',
    });
  });
});
