import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { ReadModelChangedMessage } from '@nsg/projections/runner/page-transaction.ts';
import type { SessionAccount } from '../auth/sessions.ts';
import { approveReview, submitBeachReview } from '../testing/reviews.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { mayReceive } from './live-hub.ts';

interface LiveMessage {
  type: string;
  projection?: string;
  ids?: string[];
  role?: string;
}

interface LiveClient {
  socket: WebSocket;
  messages: LiveMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(matches: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
}

let t: TestApp;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

async function connect(cookie: string): Promise<LiveClient> {
  const messages: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  const socket = await t.app.injectWS(
    '/api/live',
    { headers: { cookie } },
    {
      // Listen before the upgrade completes: the hub greets at once.
      onInit: (ws) =>
        ws.on('message', (data) => {
          messages.push(JSON.parse(String(data)) as LiveMessage);
          waiters.forEach((wake) => wake());
        }),
    },
  );
  sockets.push(socket);
  return {
    socket,
    messages,
    waitFor(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(
            new Error(`No matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** A websocket handshake over real HTTP; a refused one answers with a status and a body. */
function handshake(cookie?: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/live',
      // A socket that asked for an upgrade is not reused for another request.
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, body: '' });
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

const about = (projection: string, id: string) => (message: LiveMessage) =>
  message.type === 'readmodel_changed' &&
  message.projection === projection &&
  (message.ids ?? []).includes(id);

async function registerAdvertiser(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/advertisers/register',
    payload: { name: 'Leimomi', email, password: 'secret-123', companyName: 'Leimomi Leis' },
    remoteAddress: '10.30.0.1',
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('GET /api/live', () => {
  it('lets a visitor without an account in, for public changes only', async () => {
    for (const cookie of [undefined, 'nsg_session=made-up']) {
      expect((await handshake(cookie)).status).toBe(101);
    }
    const visitor = await connect('');
    await visitor.waitFor((m) => m.type === 'hello' && m.role === 'visitor');
    const change = (audience: ReadModelChangedMessage['audience']): ReadModelChangedMessage => ({
      projection: 'beach-hazards',
      ids: ['1'],
      audience,
      ...(audience === 'advertiser' ? { advertiserId: 'a1' } : {}),
    });
    expect(mayReceive(null, change('public'))).toBe(true);
    expect(mayReceive(null, change('admin'))).toBe(false);
    expect(mayReceive(null, change('advertiser'))).toBe(false);
  });

  it('tells admins about submissions and everybody about published reviews, nothing more', async () => {
    await registerAdvertiser('live@leis.test');
    await t.settle();
    const admin = await connect(await loginCookie(t.app, t.admin.email, t.admin.password));
    const advertiser = await connect(await loginCookie(t.app, 'live@leis.test', 'secret-123'));
    await admin.waitFor((m) => m.type === 'hello' && m.role === 'admin');
    await advertiser.waitFor((m) => m.type === 'hello' && m.role === 'advertiser');

    const submitted = await submitBeachReview(t, '10.30.0.2');
    expect(submitted.statusCode).toBe(201);
    const reviewId = submitted.json<{ id: string }>().id;
    expect(await admin.waitFor(about('reviews', reviewId))).toEqual({
      type: 'readmodel_changed',
      projection: 'reviews',
      ids: [reviewId],
    });

    // Another advertiser's registration is the admins' business only.
    const newcomer = await registerAdvertiser('newcomer@leis.test');
    await admin.waitFor(about('advertisers', newcomer));

    const approved = await approveReview(t, reviewId, '10.30.0.3');
    expect(approved.statusCode).toBe(200);
    await advertiser.waitFor(about('reviews', reviewId));
    // Admins hear of it too: the submission and now the approval.
    await vi.waitFor(() => expect(admin.messages.filter(about('reviews', reviewId))).toHaveLength(2));
    await t.settle();

    // Messages arrive in commit order, so anything admin-only would have come before the approval.
    expect(advertiser.messages).toEqual([
      { type: 'hello', role: 'advertiser' },
      { type: 'readmodel_changed', projection: 'reviews', ids: [reviewId] },
    ]);
  });

  it('forgets a client when its socket closes', async () => {
    const client = await connect(await loginCookie(t.app, t.admin.email, t.admin.password));
    await client.waitFor((m) => m.type === 'hello');
    const closed = new Promise((resolve) => client.socket.once('close', resolve));
    client.socket.close();
    await closed;
    // The server still answers other clients afterwards.
    const other = await connect(await loginCookie(t.app, t.admin.email, t.admin.password));
    await other.waitFor((m) => m.type === 'hello');
  });
});

describe('mayReceive', () => {
  const account = (role: 'admin' | 'advertiser', id = 'a1'): SessionAccount => ({
    sessionId: 's',
    id,
    role,
    status: 'active',
    name: 'n',
    companyName: 'c',
  });
  const message = (
    audience: ReadModelChangedMessage['audience'],
    advertiserId?: string,
  ): ReadModelChangedMessage => ({
    projection: 'p',
    ids: ['1'],
    audience,
    ...(advertiserId ? { advertiserId } : {}),
  });

  it('lets an admin receive everything', () => {
    for (const m of [
      message('admin'),
      message('public'),
      message('advertiser', 'a2'),
      message('advertiser'),
    ]) {
      expect(mayReceive(account('admin'), m)).toBe(true);
    }
  });

  it('lets an advertiser receive public messages and their own only', () => {
    const advertiser = account('advertiser', 'a1');
    expect(mayReceive(advertiser, message('public'))).toBe(true);
    expect(mayReceive(advertiser, message('advertiser', 'a1'))).toBe(true);
    expect(mayReceive(advertiser, message('advertiser', 'a2'))).toBe(false);
    expect(mayReceive(advertiser, message('advertiser'))).toBe(false);
    expect(mayReceive(advertiser, message('admin'))).toBe(false);
    // Admin-audience rows about this very advertiser (their account record) stay with the admins.
    expect(mayReceive(advertiser, message('admin', 'a1'))).toBe(false);
  });
});

describe('when the hub loses its LISTEN connection', () => {
  it('re-listens and tells every open socket to resync, since changes in between were not heard', async () => {
    const visitor = await connect('');
    await visitor.waitFor((m) => m.type === 'hello');
    // Cut the hub's connection from the server side, as a failover or a network fault would.
    const { rows } = await t.deps.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const { pid } of rows) await t.deps.pool.query('select pg_terminate_backend($1)', [pid]);
    await visitor.waitFor((m) => m.type === 'resync', 10_000);
  });
});
