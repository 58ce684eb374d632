import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ env: { HORIZON_WARN_SECONDS: '1' } });
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const health = async (cookie?: string) =>
  (await t.app.inject({ url: '/api/health', headers: cookie ? { cookie } : {} })).json();

describe('a transaction left open elsewhere on the server', () => {
  it('shows in /api/health: who holds the log back, how long, how many events wait; degraded past the limit', async () => {
    // Another database on the same server: its open transaction still holds every $all reader here.
    const other = new pg.Client({ connectionString: inject('databaseServerUrl') });
    await other.connect();
    try {
      await other.query('begin');
      const { rows } = await other.query<{ pid: number }>(
        'select pg_backend_pid() as pid, pg_current_xact_id()',
      );
      const streamId = `horizon-test-${randomUUID()}`;
      await t.deps.store.append(
        streamId,
        toNewEvents(
          [{ type: 'test.HeldBack', data: {} }],
          { actor: 'system:test', correlationId: randomUUID() },
          streamId,
        ),
        { expectedRevision: 'no_stream' },
      );
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      const seen = await health(admin);
      expect(seen.status).toBe('degraded');
      expect(seen.horizon.oldest).toMatchObject({ pid: rows[0]!.pid, database: 'postgres' });
      expect(seen.horizon.oldest.ageSeconds).toBeGreaterThanOrEqual(1);
      expect(seen.horizon.eventsWaiting).toBeGreaterThanOrEqual(1);
      // Anyone sees how long and how much; only admins see which session.
      const visitor = await health();
      expect(visitor.horizon).toEqual({ ageSeconds: expect.any(Number), eventsWaiting: expect.any(Number) });
    } finally {
      await other.query('rollback').catch(() => {});
      await other.end();
    }
    await t.settle();
    expect((await health()).status).toBe('ok');
  });

  it('our own connections end a transaction left idle, and a statement running too long', async () => {
    const client = await t.deps.pool.connect();
    try {
      const { rows } = await client.query<{ idle: string; statement: string }>(
        `select current_setting('idle_in_transaction_session_timeout') as idle,
                current_setting('statement_timeout') as statement`,
      );
      expect(rows[0]).toEqual({ idle: '30s', statement: '1min' });
    } finally {
      client.release();
    }
  });
});
