import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewEvent } from '@nsg/domain/shared/events.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { recordSpans } from '@nsg/platform/testing/recorded-spans.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import { eachEvent } from './page-apply.ts';
import { READMODEL_CHANGED_CHANNEL, type ReadModelChangedMessage } from './page-transaction.ts';
import type { Projection } from './projection.ts';
import { catchUp } from './projection-runner.ts';

const logger = createLogger('test', 'silent');

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

let recorder: ReturnType<typeof recordSpans> | undefined;
afterEach(async () => {
  await recorder?.stop();
  recorder = undefined;
});

/** A projection of its own event type, telling admins of each event it applies. */
function countingProjection(): Projection {
  const type = `test.Traced${randomBytes(4).toString('hex')}`;
  return {
    name: `traced-${type.slice(-8)}`,
    tables: [],
    eventTypes: new Set([type]),
    apply: eachEvent(async (_db, event) => ({ ids: [event.eventId], audience: 'admin' })),
  };
}

/** One event per stream, each appended in a trace of its own (or in none), in log order. */
async function appendTraced(projection: Projection, traced: boolean[]) {
  const [type] = [...(projection.eventTypes as Set<string>)];
  const traceIds: (string | null)[] = [];
  for (const isTraced of traced) {
    const traceId = isTraced ? randomBytes(16).toString('hex') : null;
    const event: NewEvent = {
      type: type!,
      data: {},
      eventId: randomUUID(),
      metadata: {
        actor: 'system:test',
        correlationId: 'test',
        schemaVersion: 1,
        ...(traceId ? { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } : {}),
      },
    };
    await store.append(`traced-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
    traceIds.push(traceId);
  }
  return traceIds;
}

async function applyAll(projection: Projection): Promise<ReadModelChangedMessage[]> {
  const heard: ReadModelChangedMessage[] = [];
  const listener = createNotificationListener(database.pool, READMODEL_CHANGED_CHANNEL);
  listener.add((payload) => {
    if (payload) heard.push(JSON.parse(payload) as ReadModelChangedMessage);
  });
  await vi.waitFor(() => expect(listener.listening).toBe(true));
  await ensureCheckpoint(db, projection.name);
  await catchUp(projection, { db, store, logger, batchSize: 500 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  await listener.close();
  return heard.filter((message) => message.projection === projection.name);
}

describe('the runner, tracing', () => {
  it('applies a page under a span in each trace, child of the span that appended the event', async () => {
    recorder = recordSpans();
    const projection = countingProjection();
    const traceIds = await appendTraced(projection, [true, false, true, true]);
    const [notice] = await applyAll(projection);

    const spans = recorder.spans().filter((span) => span.name === `apply ${projection.name}`);
    expect(spans.map((span) => span.spanContext().traceId).sort()).toEqual(
      traceIds.filter((id) => id !== null).sort(),
    );
    for (const span of spans) expect(span.parentSpanContext?.traceId).toBe(span.spanContext().traceId);
    // The notice names the span in the trace of the page's last event.
    const last = spans.find((span) => span.spanContext().traceId === traceIds.at(-1))!;
    expect(notice!.traceparent).toBe(`00-${traceIds.at(-1)}-${last.spanContext().spanId}-01`);
  });

  it('keeps to 16 spans a page: the traces beyond share one span that links to them', async () => {
    recorder = recordSpans();
    const projection = countingProjection();
    const traceIds = (await appendTraced(projection, Array<boolean>(20).fill(true))) as string[];
    await applyAll(projection);

    const spans = recorder.spans().filter((span) => span.name === `apply ${projection.name}`);
    expect(spans).toHaveLength(17);
    const [linking, ...children] = spans.sort((a, b) => a.links.length - b.links.length).reverse();
    expect(linking!.parentSpanContext).toBeUndefined();
    expect(linking!.links.map((link) => link.context.traceId)).toEqual(traceIds.slice(0, 4));
    expect(children.map((span) => span.spanContext().traceId).sort()).toEqual(traceIds.slice(4).sort());
    const applied = spans.reduce((sum, span) => sum + Number(span.attributes['nsg.events']), 0);
    expect(applied).toBe(20);
  });

  it('makes no span, and names no trace in its notice, when tracing is off', async () => {
    const projection = countingProjection();
    await appendTraced(projection, [true]);
    const [notice] = await applyAll(projection);
    expect(notice).toBeDefined();
    expect(notice).not.toHaveProperty('traceparent');
  });
});

/** An OTLP/HTTP collector that keeps the bodies it is sent. */
async function startCollector() {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the projection process', () => {
  it('sends its spans, as "runner", in the trace of the request that appended the event', async () => {
    const collector = await startCollector();
    const traceId = randomBytes(16).toString('hex');
    const reviewId = randomUUID();
    const appended = await store.append(
      `review-${reviewId}`,
      [
        {
          type: 'reviews.ReviewSubmitted',
          eventId: randomUUID(),
          data: {
            reviewId,
            type: 'business',
            targetId: 1,
            title: 'Traced',
            content: 'Aloha',
            rating: 5,
            authorName: 'Tester',
            authorEmail: null,
            authorPersonId: `reviewer:${reviewId}`,
            submittedAt: new Date().toISOString(),
          },
          metadata: {
            actor: 'system:test',
            correlationId: 'test',
            schemaVersion: 1,
            traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const runner = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'cli.ts'), 'run'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      },
    });
    const exited = new Promise((resolve) => runner.on('close', resolve));
    try {
      await vi.waitFor(
        async () =>
          expect((await readCheckpoint(db, 'reviews')).globalPosition).toBeGreaterThanOrEqual(
            appended.globalPosition,
          ),
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      // Spans wait in a batch: stopping the process sends them.
      runner.kill('SIGTERM');
      await exited;
      await collector.close();
    }
    const sent = collector.bodies.join('\n');
    expect(sent).toContain('"runner"');
    expect(sent).toContain('"apply reviews"');
    expect(sent).toContain(traceId);
  }, 60_000);
});
