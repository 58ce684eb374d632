import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

interface Behind {
  name: string;
  lagEvents: number;
  lagSeconds: number;
  holder?: { owner: string; epoch: number; heartbeatAgeSeconds: number; expired: boolean } | null;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PROJECTION_LAG_WARN_EVENTS: '3', PROJECTION_LAG_WARN_SECONDS: '600' } });
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const health = async (cookie?: string) =>
  (
    await t.app.inject({ url: '/api/health', headers: cookie ? { cookie } : {}, remoteAddress: '10.67.0.1' })
  ).json<{ status: string; behind: Behind[] }>();

const submitReview = (n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      type: 'beach',
      targetId: 1,
      title: `Swell ${n}`,
      content: 'Glassy.',
      rating: 4,
      authorName: 'Kai',
    },
    remoteAddress: `10.67.1.${n}`,
  });

describe('health while a projection is held by a runner that stopped working', () => {
  it('turns degraded past the lag limit, naming the projection, its lag and its lease: owner, epoch, heartbeat age', async () => {
    await t.settle();
    expect((await health()).status).toBe('ok');
    await t.stopProjections();
    // A runner that froze a minute ago holding the reviews projection's lease (SIGSTOP), and no standby.
    await t.deps.pool.query(
      `insert into projection_leases (name, owner, owner_pid, epoch, acquired_at, heartbeat_at, expires_at)
       values ('reviews', 'runner-host:4242:frozen', pg_backend_pid(), 7, now() - interval '1 hour',
               now() - interval '60 seconds', now() - interval '50 seconds')
       on conflict (name) do update set owner = excluded.owner, owner_pid = excluded.owner_pid, epoch = excluded.epoch,
          heartbeat_at = excluded.heartbeat_at, expires_at = excluded.expires_at`,
    );
    for (let n = 1; n <= 2; n++) expect((await submitReview(n)).statusCode).toBe(201);
    expect((await health()).status).toBe('ok'); // within the limit of 3 events
    for (let n = 3; n <= 5; n++) expect((await submitReview(n)).statusCode).toBe(201);

    const seen = await health(admin);
    expect(seen.status).toBe('degraded');
    const reviews = seen.behind.find((b) => b.name === 'reviews')!;
    expect(reviews.lagEvents).toBeGreaterThan(3);
    expect(reviews.lagSeconds).toBeGreaterThanOrEqual(0);
    expect(reviews.holder).toMatchObject({ owner: 'runner-host:4242:frozen', epoch: 7, expired: true });
    expect(reviews.holder!.heartbeatAgeSeconds).toBeGreaterThanOrEqual(60);
    expect(reviews.holder!.heartbeatAgeSeconds).toBeLessThan(120);
    // Anyone sees which projection is behind and by how much, not which session holds it.
    const public_ = await health();
    expect(public_.status).toBe('degraded');
    expect(public_.behind.find((b) => b.name === 'reviews')).toEqual({
      name: 'reviews',
      lagEvents: reviews.lagEvents,
      lagSeconds: expect.any(Number),
    });
  });
});
