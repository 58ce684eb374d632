import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/** The live socket against what an attacker tried: huge frames, floods, socket hoarding, dead peers. */
let t: TestApp;
let port: number;
const opened: WebSocket[] = [];
const PER_ADDRESS = 3;
const PER_ACCOUNT = 2;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    env: {
      // Each test speaks from its own address through one trusted proxy hop.
      TRUST_PROXY_HOPS: '1',
      LIVE_SOCKETS_PER_ADDRESS: String(PER_ADDRESS),
      LIVE_SOCKETS_PER_ACCOUNT: String(PER_ACCOUNT),
      LIVE_PING_INTERVAL_MS: '300',
      REQUEST_TIMEOUT_MS: '1500',
    },
  });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await t.close();
});

let addresses = 0;
const newAddress = () => `10.88.${Math.floor(++addresses / 250)}.${addresses % 250}`;

interface Opened {
  socket: WebSocket;
  /** The close code, once the server closed it. */
  closed: Promise<number>;
  hello: Promise<boolean>;
}

function open(address: string, cookie?: string, options: { answersPings?: boolean } = {}): Opened {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    autoPong: options.answersPings ?? true,
  });
  opened.push(socket);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const hello = new Promise<boolean>((resolve) => {
    socket.on('message', (data) => resolve(JSON.parse(String(data)).type === 'hello'));
    socket.on('close', () => resolve(false));
  });
  socket.on('error', () => {});
  return { socket, closed, hello };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe('the live socket only talks', () => {
  it('closes a socket that sends a frame bigger than a few bytes', async () => {
    const client = open(newAddress());
    expect(await client.hello).toBe(true);
    client.socket.send(Buffer.alloc(2 * 1024 * 1024));
    expect(await within(client.closed, 5000)).toBe(1009);
  });

  it('closes a socket that sends anything at all', async () => {
    const client = open(newAddress());
    expect(await client.hello).toBe(true);
    for (let i = 0; i < 1000; i++) client.socket.send('x');
    expect(await within(client.closed, 5000)).toBe(1008);
  });
});

describe('socket caps', () => {
  it('caps one address, and a visitor from another address still gets in', async () => {
    const hoarder = newAddress();
    const held = Array.from({ length: PER_ADDRESS }, () => open(hoarder));
    for (const client of held) expect(await client.hello).toBe(true);
    const more = open(hoarder);
    expect(await within(more.closed, 5000)).toBe(1013);
    const neighbour = open(newAddress());
    expect(await neighbour.hello).toBe(true);
  });

  it('caps one account, wherever its sockets come from', async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const held = Array.from({ length: PER_ACCOUNT }, () => open(newAddress(), cookie));
    for (const client of held) expect(await client.hello).toBe(true);
    const more = open(newAddress(), cookie);
    expect(await within(more.closed, 5000)).toBe(1013);
  });

  it.each(['/api/health', '/uploads/x.jpg', '/no-such-page'])(
    'refuses a websocket upgrade on %s, an ordinary page',
    async (path) => {
      const status = await new Promise<string>((resolve) => {
        const raw = net.connect(port, '127.0.0.1', () =>
          raw.write(
            `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
              `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
          ),
        );
        raw.once('data', (data) => {
          resolve(String(data).split('\r\n')[0]!);
          raw.destroy();
        });
      });
      expect(status).toMatch(/^HTTP\/1\.1 4\d\d/);
    },
  );
});

describe('dead and slow peers', () => {
  it('pings, and drops a socket that does not answer', async () => {
    const raw = net.connect(port, '127.0.0.1');
    raw.on('error', () => {});
    await new Promise((resolve) => raw.once('connect', resolve));
    raw.write(
      `GET /api/live HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        `X-Forwarded-For: ${newAddress()}\r\n` +
        `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
    );
    let received = '';
    raw.on('data', (data) => (received += data.toString('latin1')));
    // It never answers a ping: the server hangs up within two ping intervals.
    const ended = new Promise((resolve) => raw.once('close', () => resolve('closed')));
    expect(await within(ended, 3000)).toBe('closed');
    expect(received).toMatch(/^HTTP\/1\.1 101/);
  });

  it('drops open sockets that stop answering pings, which frees their places under the cap', async () => {
    const address = newAddress();
    const silent = Array.from({ length: PER_ADDRESS }, () =>
      open(address, undefined, { answersPings: false }),
    );
    for (const client of silent) expect(await client.hello).toBe(true);
    for (const client of silent) expect(await within(client.closed, 3000)).toBe(1006);
    const next = open(address);
    expect(await next.hello).toBe(true);
  });

  it('keeps a socket that answers pings open past the request timeout', async () => {
    const client = open(newAddress());
    expect(await client.hello).toBe(true);
    expect(await within(client.closed, 3000)).toBe('timeout');
  });

  it('ends a request whose body trickles in', async () => {
    const raw = net.connect(port, '127.0.0.1');
    raw.on('error', () => {});
    await new Promise((resolve) => raw.once('connect', resolve));
    raw.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const trickle = setInterval(() => raw.write(' '), 300);
    const ended = new Promise((resolve) => raw.once('close', () => resolve('closed')));
    try {
      expect(await within(ended, 6000)).toBe('closed');
    } finally {
      clearInterval(trickle);
      raw.destroy();
    }
  });
});
