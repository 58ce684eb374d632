import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { advertiser } from '../advertising/advertising-test-helpers.ts';
import { approveReview, submitBeachReview } from '../testing/reviews.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/** What one instance holds: the visitor cap, places freed by closed sockets, sessions that end. */
let t: TestApp;
let port: number;
const opened: WebSocket[] = [];
const VISITORS = 3;
const PER_ACCOUNT = 2;
const RECHECK_MS = 300;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    env: {
      TRUST_PROXY_HOPS: '1',
      LIVE_MAX_VISITOR_SOCKETS: String(VISITORS),
      LIVE_SOCKETS_PER_ACCOUNT: String(PER_ACCOUNT),
      LIVE_SESSION_RECHECK_MS: String(RECHECK_MS),
    },
  });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await t.close();
});

let addresses = 0;
const newAddress = () => `10.77.0.${++addresses}`;

interface Opened {
  socket: WebSocket;
  /** Resolves with the close code once the server closed it. */
  closed: Promise<number>;
  /** Resolves with whether the hub greeted it (it did not if it was refused first). */
  greeted: Promise<boolean>;
  /** Each message as it came: its text and whether it was a text frame. */
  frames: { text: string; isText: boolean }[];
}

function open(cookie?: string, address = newAddress()): Opened {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
  opened.push(socket);
  const frames: Opened['frames'] = [];
  socket.on('message', (data, isBinary) => frames.push({ text: String(data), isText: !isBinary }));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const greeted = new Promise<boolean>((resolve) => {
    socket.on('message', (data) => resolve(JSON.parse(String(data)).type === 'hello'));
    socket.on('close', () => resolve(false));
  });
  socket.on('error', () => {});
  return { socket, closed, greeted, frames };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

const sessionOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('the visitor cap of one instance', () => {
  it('refuses visitors past it, lets accounts in still, and frees a place when a visitor leaves', async () => {
    const visitors = Array.from({ length: VISITORS }, () => open());
    for (const visitor of visitors) expect(await visitor.greeted).toBe(true);
    const oneTooMany = open();
    expect(await within(oneTooMany.closed, 5000)).toBe(1013);

    const admin = open(await loginCookie(t.app, t.admin.email, t.admin.password));
    expect(await admin.greeted).toBe(true);

    visitors[0]!.socket.close();
    await visitors[0]!.closed;
    const next = open();
    expect(await next.greeted).toBe(true);
    for (const visitor of [...visitors, next]) visitor.socket.close();
    await Promise.all([...visitors, next].map((visitor) => visitor.closed));
  });
});

describe('the cap of one account', () => {
  it('refuses the socket past it, and takes one again once a socket of the account closed', async () => {
    const { cookie } = await advertiser(t, 'Capped');
    const held = Array.from({ length: PER_ACCOUNT }, () => open(cookie));
    for (const client of held) expect(await client.greeted).toBe(true);
    const refused = open(cookie);
    expect(await within(refused.closed, 5000)).toBe(1013);

    held[0]!.socket.close();
    await held[0]!.closed;
    expect(await open(cookie).greeted).toBe(true);
    expect(await within(open(cookie).closed, 5000)).toBe(1013);
  });
});

describe('a socket whose session ended', () => {
  it('is closed within the recheck period, and the sockets of live sessions stay open', async () => {
    const owner = await advertiser(t, 'Expiring');
    const other = await advertiser(t, 'Staying');
    const ending = open(owner.cookie);
    const staying = open(other.cookie);
    expect(await ending.greeted).toBe(true);
    expect(await staying.greeted).toBe(true);

    await t.deps.pool.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      sessionOf(owner.cookie),
    ]);
    // Slack for a busy machine, and still far inside the default period (30 s).
    expect(await within(ending.closed, 10 * RECHECK_MS + 2000)).toBe(4401);
    expect(await within(staying.closed, 2 * RECHECK_MS)).toBe('timeout');
  });
});

describe('messages', () => {
  it('arrive as text frames, the greeting as well as the changes', async () => {
    const visitor = open();
    expect(await visitor.greeted).toBe(true);
    const submitted = await submitBeachReview(t, '10.77.1.1');
    const reviewId = submitted.json<{ id: string }>().id;
    await t.settle();
    const approved = await approveReview(t, reviewId, '10.77.1.2');
    expect(approved.statusCode).toBe(200);
    await expect
      .poll(() => visitor.frames.some((frame) => frame.text.includes(reviewId)), { timeout: 15_000 })
      .toBe(true);
    expect(visitor.frames.every((frame) => frame.isText)).toBe(true);
  });
});
