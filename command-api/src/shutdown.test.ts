import { spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('SIGTERM', () => {
  it('ends the API within 10 s, whatever sockets are open', async () => {
    const port = await freePort();
    const main = path.resolve(import.meta.dirname, 'main.ts');
    const api = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A request that never finishes (slowloris), an idle keep-alive connection and a live websocket.
      const held: Socket[] = [];
      const slow = connect(port, '127.0.0.1', () =>
        slow.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n{"a":'),
      );
      const idle = connect(port, '127.0.0.1', () =>
        idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'),
      );
      held.push(slow, idle);
      for (const socket of held) socket.on('error', () => {});
      const live = new WebSocket(`ws://127.0.0.1:${port}/api/live`);
      live.on('error', () => {});
      await new Promise((resolve) => live.once('open', resolve));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const started = Date.now();
      api.kill('SIGTERM');
      const ended = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 12_000)),
      ]);
      expect(ended, 'the API still ran 12 s after SIGTERM').toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const socket of held) socket.destroy();
      live.terminate();
    } finally {
      if (api.exitCode === null) api.kill('SIGKILL');
    }
  }, 30_000);
});
