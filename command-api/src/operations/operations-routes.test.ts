import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '@nsg/domain/mail/mail-message.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { decideMail, queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { claimDelivery, settleDelivery } from '@nsg/projections/notifications/notifications-queries.ts';
import { reviewsProjection } from '@nsg/projections/reviews/reviews-projection.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import type { Projection } from '@nsg/projections/runner/projection.ts';
import { rebuildProjections } from '@nsg/projections/runner/rebuild.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

interface Operations {
  projections: {
    name: string;
    position: string;
    lagEvents: number;
    lagSeconds: number;
    parked: null | { eventId: string; eventType: string; position: string; error: string; parkedAt: string };
    runner: null | { owner: string; heartbeatAgeSeconds: number; expired: boolean };
  }[];
  history: {
    name: string;
    samples: { at: string; position: number; lagEvents: number; lagSeconds: number }[];
  }[];
  rebuilds: { name: string; done: number; total: number }[];
  horizon: { eventsWaiting: number; oldest: null | { kind: string; ageSeconds: number } };
  outboxes: {
    mail: { backlog: number; oldestSeconds: number | null; failed: number };
    push: { backlog: number; oldestSeconds: number | null; gone: number };
  };
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const operations = async () => {
  const response = await t.app.inject({ url: '/api/admin/operations', headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Operations>();
};
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: admin } });

/** A bug in the reviews projector, as a deployed one would be: it throws on one review's title. */
const POISON_TITLE = 'A title the projector chokes on';
const applyReviews = reviewsProjection.apply.bind(reviewsProjection);
const deployBug = () => {
  reviewsProjection.apply = async (db, events) => {
    if (events.some((event: RecordedEvent) => (event.data as { title?: string }).title === POISON_TITLE))
      throw new Error('Cannot read properties of undefined (reading "rating")');
    return applyReviews(db, events);
  };
};
const deployFix = () => {
  reviewsProjection.apply = applyReviews;
};

async function parkReviews() {
  deployBug();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      type: 'beach',
      targetId: 1,
      title: POISON_TITLE,
      content: 'Glassy.',
      rating: 4,
      authorName: 'Kai',
    },
    remoteAddress: `10.71.0.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  const reviews = (await operations()).projections.find((p) => p.name === 'reviews')!;
  expect(reviews.parked).toMatchObject({
    eventType: 'reviews.ReviewSubmitted',
    error: expect.stringContaining('rating'),
  });
  return reviews.parked!;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const unparked = async () => (await readCheckpoint(t.deps.db, 'reviews')).parked === null;

describe('GET /api/admin/operations', () => {
  it('shows every projection’s position and lag now and over the last hour, the horizon, rebuilds and outboxes', async () => {
    const context = { actor: 'system:test', correlationId: 'operations' };
    const { messageId } = await queueMail(t.deps, {
      to: 'someone@example.com',
      subject: 'Undeliverable',
      text: 'Body',
      personId: 'test:operations',
      context,
    });
    for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++)
      await decideMail(
        t.deps.store,
        messageId,
        { kind: 'RecordFailed', error: 'ECONNREFUSED', now: new Date() },
        context,
      );
    await queueMail(t.deps, {
      to: 'a@example.com',
      subject: 'Waiting',
      text: 'Body',
      personId: 'test:ops',
      context,
    });
    await t.settle();
    const seen = await operations();
    const reviews = seen.projections.find((p) => p.name === 'reviews')!;
    expect(reviews).toMatchObject({ lagEvents: 0, parked: null });
    expect(Number(reviews.position)).toBeGreaterThan(0);
    // The runner sampled when it started.
    const sampled = seen.history.find((h) => h.name === 'reviews')!;
    expect(sampled.samples.length).toBeGreaterThanOrEqual(1);
    expect(sampled.samples[0]).toMatchObject({ position: expect.any(Number), lagEvents: expect.any(Number) });
    expect(seen.rebuilds).toEqual([]);
    expect(seen.horizon).toMatchObject({ eventsWaiting: expect.any(Number) });
    expect(seen.outboxes.mail).toEqual({ backlog: 1, oldestSeconds: expect.any(Number), failed: 1 });
    expect(seen.outboxes.push).toEqual({ backlog: 0, oldestSeconds: null, gone: 0 });

    // A push worker's claim not settled yet, and a send that found its subscription ended.
    await claimDelivery(t.deps.db, 'subscription-1', 'surf:1');
    await claimDelivery(t.deps.db, 'subscription-2', 'surf:1');
    await settleDelivery(t.deps.db, 'subscription-2', 'surf:1', 'gone');
    expect((await operations()).outboxes.push).toEqual({
      backlog: 1,
      oldestSeconds: expect.any(Number),
      gone: 1,
    });
  });

  it('shows a rebuild under way with the events it has replayed of the log', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let pages = 0;
    // A rebuild of the reviews projection whose third page waits: its first two are checkpointed by then.
    // It reads every page (not only those with reviews' events), so the third page is the third of the log.
    const reviewTypes = reviewsProjection.eventTypes as ReadonlySet<string>;
    const slowed: Projection = {
      ...reviewsProjection,
      eventTypes: 'all',
      apply: async (db, events) => {
        if (++pages === 3) await gate;
        return applyReviews(
          db,
          events.filter((event) => reviewTypes.has(event.type)),
        );
      },
    };
    const head = Number((await t.deps.store.headPosition())!.globalPosition);
    const rebuild = rebuildProjections([slowed], { ...t.deps, batchSize: 10 });
    try {
      await waitUntil(async () => pages >= 3);
      expect((await operations()).rebuilds).toEqual([{ name: 'reviews', done: 20, total: head }]);
    } finally {
      release();
      await rebuild;
    }
    expect((await operations()).rebuilds).toEqual([]);
  });

  it('names the runner holding each projection, and shows a hung one whose lease ran out', async () => {
    await t.settle();
    const reviews = (await operations()).projections.find((p) => p.name === 'reviews')!;
    expect(reviews.runner).toMatchObject({ owner: expect.any(String), expired: false });
    expect(reviews.runner!.heartbeatAgeSeconds).toBeLessThan(15);

    // A reactor whose runner froze: its checkpoint stays, its lease ran out 20 s ago and no standby took it.
    await t.deps.pool.query(
      `insert into projection_checkpoints (name) values ('hung-reactor') on conflict do nothing`,
    );
    await t.deps.pool.query(
      `insert into projection_leases (name, owner, owner_pid, epoch, acquired_at, heartbeat_at, expires_at)
       values ('hung-reactor', 'runner-host:4242:a1', pg_backend_pid(), 3, now() - interval '1 hour',
               now() - interval '30 seconds', now() - interval '20 seconds')`,
    );
    const hung = (await operations()).projections.find((p) => p.name === 'hung-reactor')!;
    expect(hung.runner).toMatchObject({ owner: 'runner-host:4242:a1', expired: true });
    expect(hung.runner!.heartbeatAgeSeconds).toBeGreaterThanOrEqual(30);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/operations' })).statusCode).toBe(401);
  });
});

describe('skipping and retrying a parked projection’s event', () => {
  it('skips the event with a reason, as the admin, and the projection moves on', async () => {
    const parked = await parkReviews();
    const url = '/api/admin/operations/projections/reviews/skip';
    const short = await post(url, { eventId: parked.eventId, reason: 'bug' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.reason).toBeDefined();
    const other = await post(url, { eventId: randomUUID(), reason: 'Stored by a bug fixed since.' });
    expect(other.statusCode).toBe(409);
    const unknown = await post('/api/admin/operations/projections/nothing-here/skip', {
      eventId: parked.eventId,
      reason: 'Stored by a bug fixed since.',
    });
    expect(unknown.statusCode).toBe(404);

    const skipped = await post(url, { eventId: parked.eventId, reason: 'Stored by a bug fixed since.' });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({
      projection: 'reviews',
      eventId: parked.eventId,
      eventPosition: parked.position,
    });
    await waitUntil(unparked);
    await t.settle();
    const [audited] = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('type', '=', 'operations.ProjectionEventSkipped')
      .execute();
    expect(audited).toMatchObject({
      actor: expect.stringMatching(/^admin:/),
      stream_id: 'projection_skips-reviews',
    });
    expect(audited!.data).toMatchObject({ eventId: parked.eventId, reason: 'Stored by a bug fixed since.' });
    deployFix();
  });

  it('retries the parked event: it parks again while the bug is there, and applies once the fix is deployed', async () => {
    const parked = await parkReviews();
    const url = '/api/admin/operations/projections/reviews/retry';
    const again = await post(url, { eventId: parked.eventId });
    expect(again.statusCode, again.body).toBe(202);
    await waitUntil(async () => {
      const checkpoint = await readCheckpoint(t.deps.db, 'reviews');
      return checkpoint.parked !== null && checkpoint.parked.parkedAt.toISOString() > parked.parkedAt;
    });

    deployFix();
    const retried = await post(url, { eventId: parked.eventId });
    expect(retried.statusCode, retried.body).toBe(202);
    await waitUntil(unparked);
    await t.settle();
    const reviews = (await operations()).projections.find((p) => p.name === 'reviews')!;
    expect(BigInt(reviews.position)).toBeGreaterThanOrEqual(BigInt(parked.position));
    const retries = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor', 'data'])
      .where('type', '=', 'operations.ProjectionRetryRequested')
      .execute();
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatchObject({
      actor: expect.stringMatching(/^admin:/),
      data: { eventId: parked.eventId },
    });
    expect((await post(url, { eventId: parked.eventId })).statusCode).toBe(409);
  });
});
