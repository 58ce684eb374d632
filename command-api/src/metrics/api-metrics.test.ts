import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { processMetrics } from './api-metrics.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MIN_POSITION_WAIT_MS: '1500' } });
});
afterAll(() => t.close());

const scrape = () => processMetrics(t.app, t.deps).metrics();

/** The value of one series in a scrape, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let address = 0;
const signUp = (email: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions',
    payload: { email },
    remoteAddress: `10.31.0.${++address}`,
  });

const SIGN_UP = 'method="POST",route="/api/newsletter/subscriptions"';

describe('the API process metrics', () => {
  it('time each command by route and outcome, and count the events it appended by type', async () => {
    const before = await scrape();
    const countOf = (text: string, outcome: string) =>
      valueOf(text, `nsg_command_duration_seconds_count{${SIGN_UP},outcome="${outcome}"}`) ?? 0;
    const appendedOf = (text: string) =>
      valueOf(text, 'nsg_events_appended_total{type="newsletter.SubscriptionRequested"}') ?? 0;

    expect((await signUp('nalu@example.com')).statusCode).toBe(202);
    expect((await signUp('not an email')).statusCode).toBe(400);

    const after = await scrape();
    expect(countOf(after, 'ok') - countOf(before, 'ok')).toBe(1);
    expect(countOf(after, 'refused') - countOf(before, 'refused')).toBe(1);
    expect(after).toMatch(
      new RegExp(`^nsg_command_duration_seconds_bucket\\{le="0\\.05",${SIGN_UP},outcome="ok"\\} \\d`, 'm'),
    );
    expect(appendedOf(after) - appendedOf(before)).toBe(1);
    // Reads are not commands.
    await t.app.inject({ url: '/api/beaches' });
    expect(await scrape()).not.toContain('route="/api/beaches"');
  });

  it('show each projection and reactor: position, lag, parked, and the runner holding it', async () => {
    await t.settle();
    const text = await scrape();
    const head = (await t.deps.store.headPosition())!.globalPosition;
    expect(valueOf(text, 'nsg_log_head_position')).toBe(Number(head));
    expect(valueOf(text, 'nsg_projection_position{projection="reviews"}')).toBe(Number(head));
    expect(valueOf(text, 'nsg_projection_lag_events{projection="reviews"}')).toBe(0);
    expect(valueOf(text, 'nsg_projection_lag_seconds{projection="reviews"}')).toBe(0);
    expect(valueOf(text, 'nsg_projection_parked{projection="reviews"}')).toBe(0);
    expect(valueOf(text, 'nsg_projection_held{projection="reviews"}')).toBe(1);
    expect(text).toMatch(/^nsg_projection_owner\{projection="reviews",owner="[^"]+"\} 1$/m);
    // The reactors the API runs follow the log too.
    expect(valueOf(text, 'nsg_projection_lag_events{projection="account-mail-reactor"}')).toBe(0);
    expect(valueOf(text, 'nsg_log_horizon_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nsg_log_horizon_events_waiting')).toBe(0);
  });

  it('show the mail and push outbox backlog', async () => {
    expect((await signUp('kekoa@example.com')).statusCode).toBe(202);
    await t.settle();
    const text = await scrape();
    expect(valueOf(text, 'nsg_outbox_backlog{outbox="mail"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'nsg_outbox_oldest_seconds{outbox="mail"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nsg_outbox_backlog{outbox="push"}')).toBe(0);
  });

  it('show a rebuild under way as the share of the log it has replayed', async () => {
    expect(await scrape()).not.toContain('nsg_projection_rebuild_progress{');
    await ensureCheckpoint(t.deps.db, 'reviews~rebuild');
    expect(valueOf(await scrape(), 'nsg_projection_rebuild_progress{projection="reviews"}')).toBe(0);
    await t.deps.db.deleteFrom('projection_checkpoints').where('name', '=', 'reviews~rebuild').execute();
  });

  it('count the live sockets by audience', async () => {
    const socket = await t.app.injectWS('/api/live');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(valueOf(await scrape(), 'nsg_live_clients{audience="visitor"}')).toBe(1);
    expect(valueOf(await scrape(), 'nsg_live_clients{audience="admin"}')).toBe(0);
    socket.terminate();
  });

  it('count the reads waiting for their minPosition', async () => {
    await t.stopProjections();
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Kai', email: 'kai@example.com', subject: 'Waiting', message: 'Anyone there?' },
      remoteAddress: '10.31.1.1',
    });
    const position = contact.headers['x-log-position'] as string;
    expect(valueOf(await scrape(), 'nsg_min_position_waiters')).toBe(0);
    const read = t.app.inject({ url: `/api/beaches?minPosition=${position}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = await scrape();
    expect(valueOf(text, 'nsg_min_position_waiters')).toBe(1);
    // Stopped runners hold nothing: the alert on unheld projections sees it.
    expect(valueOf(text, 'nsg_projection_held{projection="reviews"}')).toBe(0);
    expect(text).not.toContain('nsg_projection_owner{projection="reviews"');
    expect((await read).headers['x-read-stale']).toBe('true');
  });
});
