import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(
  new URL('../../node_modules/web-push-testing/src/bin/server.js', import.meta.url),
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestPushService {
  /** The host:port to put on PUSH_ENDPOINT_ALLOWLIST. */
  host: string;
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The decrypted payloads this subscription received. */
  messages(clientHash: string): Promise<string[]>;
  /** From now on the push service answers 410 Gone for this subscription. */
  expire(clientHash: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The `web-push-testing` push service in a child process: it checks VAPID, decrypts payloads with the
 * subscription's keys and keeps them, like a browser's push service would deliver them.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverScript, String(port)], { stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`push service ${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await post('/status');
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    host: `localhost:${port}`,
    async subscribe(applicationServerKey) {
      const response = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return ((await response.json()) as { data: Awaited<ReturnType<TestPushService['subscribe']>> }).data;
    },
    async messages(clientHash) {
      const response = await post('/get-notifications', { clientHash });
      return ((await response.json()) as { data: { messages: string[] } }).data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
