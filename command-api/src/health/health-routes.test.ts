import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewStreamId } from '@nsg/domain/reviews/review.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { allReactors } from '../reactors.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

interface Health {
  status: 'ok' | 'degraded';
  postgres: { ok: boolean; error?: string };
  redis: { ok: boolean; error?: string };
  eventStore: { ok: boolean; error?: string };
  projections: {
    name: string;
    lagEvents: number;
    lagSeconds: number;
    parked: null | { position: string; eventId: string; error: string; parkedAt: string };
  }[];
}

const run = promisify(execFile);
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

async function health(cookie?: string) {
  const response = await t.app.inject({ url: '/api/health', headers: cookie ? { cookie } : {} });
  return { statusCode: response.statusCode, body: response.json<Health>() };
}

describe('GET /api/health', () => {
  it('reports its dependencies and every projection caught up', async () => {
    await t.settle();
    const { statusCode, body } = await health();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      postgres: { ok: true },
      redis: { ok: true },
      eventStore: { ok: true },
    });
    const names = body.projections.map((p) => p.name);
    const reactors = allReactors(t.deps).map((r) => r.name);
    expect(names.sort()).toEqual([...allProjections.map((p) => p.name), ...reactors].sort());
    expect(names).toEqual(expect.arrayContaining(['advertisers', 'audit', 'catalog', 'reviews']));
    for (const projection of body.projections) {
      expect(projection).toEqual({
        name: projection.name,
        position: expect.stringMatching(/^\d+$/),
        lagEvents: 0,
        lagSeconds: 0,
        parked: null,
      });
    }
  });

  it('reports Redis out of reach as degraded, and recovers', async () => {
    t.deps.redis.disconnect();
    try {
      const { statusCode, body } = await health();
      // Reads still work without Redis: the API stays in rotation.
      expect(statusCode).toBe(200);
      expect(body.status).toBe('degraded');
      // The error text is for admins only: it may name hosts and ports.
      expect(body.redis).toEqual({ ok: false });
      expect(body.postgres.ok).toBe(true);
      expect((await health(admin)).body.redis).toEqual({ ok: false, error: expect.any(String) });
    } finally {
      await t.deps.redis.connect();
    }
    expect((await health()).body.status).toBe('ok');
  });

  it('shows a parked projection with the event, its position and the error', async () => {
    // An approval of a review that was never submitted: the reviews projector cannot apply it.
    const reviewId = randomUUID();
    const approval = {
      type: 'reviews.ReviewApproved',
      data: { reviewId, moderatorId: 'admin:test', note: null, moderatedAt: new Date().toISOString() },
    };
    const streamId = reviewStreamId(reviewId);
    const [event] = toNewEvents([approval], { actor: 'admin:test', correlationId: randomUUID() }, streamId);
    const appended = await t.deps.store.append(streamId, [event!], { expectedRevision: 'no_stream' });
    await t.settle();

    const { statusCode, body } = await health(admin);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('degraded');
    const reviews = body.projections.find((p) => p.name === 'reviews')!;
    expect(reviews.parked).toEqual({
      position: appended.globalPosition.toString(),
      eventId: event!.eventId,
      error: expect.stringMatching(/\S/),
      parkedAt: expect.any(String),
    });
    expect(reviews.lagEvents).toBeGreaterThanOrEqual(1);
    expect(reviews.lagSeconds).toBeGreaterThanOrEqual(0);
    // Anyone may see that it is parked, not the event id or the error.
    const seenByVisitor = (await health()).body.projections.find((p) => p.name === 'reviews')!;
    expect(seenByVisitor.parked).toEqual({
      position: reviews.parked!.position,
      parkedAt: reviews.parked!.parkedAt,
    });
    // The other projections skip or apply the event and carry on.
    for (const other of body.projections.filter((p) => p.name !== 'reviews')) {
      expect(other).toMatchObject({ parked: null, lagEvents: 0 });
    }
    // The operator's command line says the same, reactors included.
    const { stdout } = await run(process.execPath, ['projections/src/cli.ts', 'status'], {
      env: { ...process.env, DATABASE_URL: t.deps.config.DATABASE_URL, LOG_LEVEL: 'silent' },
    });
    expect(stdout).not.toMatch(/\[Object\]|\[object Object\]/);
    // Each line names the runner holding the projection's lease (this process runs the test app's runner).
    const owner = `${hostname()}:${process.pid}:[0-9a-f]{8}`;
    expect(stdout).toMatch(
      new RegExp(`^reviews\\s+\\d+\\s+[\\d.]+\\s+PARKED\\s+\\d+\\s+[\\d.]+ s\\s+${owner}$`, 'm'),
    );
    expect(stdout).toMatch(/^name\s+lag \(events\)\s+lag \(s\)\s+state\s+epoch\s+heartbeat\s+owner$/m);
    expect(stdout).toContain(`event ${event!.eventId} at position ${appended.globalPosition}`);
    expect(stdout).toContain(reviews.parked!.error!);
    for (const reactor of allReactors(t.deps)) expect(stdout).toContain(reactor.name);
  });
});

describe('GET /api/health under load', () => {
  /**
   * Every statement the app sends to its database while `work` runs: not another test file's clients left
   * in this worker, which talk to databases of their own.
   */
  async function countQueries(work: () => Promise<unknown>): Promise<number> {
    const original = pg.Client.prototype.query;
    let count = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (this.database === t.database.name) count++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await work();
    } finally {
      pg.Client.prototype.query = original;
    }
    return count;
  }

  it('asks Postgres a few fixed questions, however many projections there are', async () => {
    await t.settle();
    // Only the health route's own queries are counted: the runner's polling would be counted too.
    await t.stopProjections();
    const queries = await countQueries(() =>
      t.app.inject({ url: '/api/health', remoteAddress: '10.66.0.1' }),
    );
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(5);
  });

  it('is rate-limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      statuses.push((await t.app.inject({ url: '/api/health', remoteAddress: '10.66.0.2' })).statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBe(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
