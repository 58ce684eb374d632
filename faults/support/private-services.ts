import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Debian keeps the Postgres server binaries per major version; take the newest. */
export function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`No Postgres server binaries under ${root}`);
  return path.join(root, version, 'bin', name);
}

const isRoot = process.getuid?.() === 0;

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function asServerUser(command: string, args: string[]) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

export interface PrivatePostgres {
  port: number;
  /** The URL of one database on this server (`postgres` by default). */
  url(database?: string): string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are terminated, the data stays. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A Postgres server of the test's own (never the machine's shared one, which other runs use): a temporary
 * data directory, a free port, no fsync. It can be stopped and started like a real restart.
 */
export async function startPrivatePostgres(settings: Record<string, string> = {}): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nsg-fault-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(group));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asServerUser(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${Object.entries(
    settings,
  )
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('')}`;
  const pgCtl = (...args: string[]) => asServerUser(postgresBin('pg_ctl'), ['-D', data, ...args]);
  const server: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await pgCtl('start', '-w', '-l', path.join(dir, 'server.log'), '-o', options);
    },
    stop: async () => {
      await pgCtl('stop', '-w', '-m', 'fast');
    },
    destroy: async () => {
      await pgCtl('stop', '-w', '-m', 'immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  /** Kills the server: everything in it is gone, as after a restart without persistence. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** A Redis server of the test's own, without persistence, on a free port. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      });
    },
    async stop() {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null) return;
      await new Promise((resolve) => {
        current.once('exit', resolve);
        current.kill('SIGKILL');
      });
    },
    destroy: () => redis.stop(),
  };
  await redis.start();
  return redis;
}
