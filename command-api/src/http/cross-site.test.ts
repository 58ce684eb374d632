import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { CROSS_SITE_MESSAGE } from './cross-site.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const openFiles = () => readdirSync('/proc/self/fd').length;

/** A websocket upgrade from another site over a real socket; resolves with the status line once answered. */
function refusedUpgrade(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
          `Origin: https://evil.example\r\n\r\n`,
      );
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        // The attacker's side goes away; the server must not keep its side open.
        socket.end();
        resolve(answer.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
  });
}

describe('refused websocket upgrades', () => {
  it('close the socket: 2,000 of them leave the open-file count where it was', async () => {
    const paths = ['/api/health', '/api/beaches', '/api/live'];
    await refusedUpgrade('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = openFiles();
    for (let round = 0; round < 100; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => refusedUpgrade(paths[i % paths.length]!)),
      );
      expect(statuses.every((status) => status.startsWith('HTTP/1.1 403'))).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(openFiles() - before).toBeLessThan(50);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the cross-site check reads the path the router reads', () => {
  const fromAnotherSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('refuses percent-encoded paths to the API from another site', async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    for (const url of [
      '/%61pi/advertisers/logout',
      '/%61%70%69/advertisers/logout',
      '/api/%61dvertisers/logout',
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...fromAnotherSite, cookie } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
    }
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/%61pi/contact',
      headers: fromAnotherSite,
      payload: {},
    });
    expect(contact.statusCode).toBe(403);
  });
});
