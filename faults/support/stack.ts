import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@nsg/platform/config.ts';
import { createDb, createPool, type Kysely } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import type pg from 'pg';
import { allProjections } from '@nsg/projections/all-projections.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { migrate, seed } from '../../scripts/prepare-database.ts';
import {
  freePort,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from './private-services.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const ADMIN = { email: 'admin@northshoreguide.test', password: 'correct-horse-battery' };

/** One of the product's processes, started as `npm start` starts it, so a SIGKILL is a real one. */
export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for a failing test's message. */
  output(): string;
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startNode(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): NodeProcess {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output: () => lines.join('\n'),
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Runs one of the product's command lines to its end; rejects with its output if it fails. */
export async function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const node = startNode(script, script, args, env);
  await node.exited;
  if (node.child.exitCode !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${node.output()}`);
  return node.output();
}

export interface Stack {
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  env: NodeJS.ProcessEnv;
  baseUrl: string;
  pool: pg.Pool;
  db: Kysely<ReadModelTables>;
  store: EventStore;
  api: NodeProcess | null;
  runner: NodeProcess | null;
  workers: NodeProcess | null;
  startApi(env?: NodeJS.ProcessEnv): Promise<NodeProcess>;
  startRunner(extraArgs?: { nodeOptions?: string[]; env?: NodeJS.ProcessEnv }): NodeProcess;
  startWorkers(env?: NodeJS.ProcessEnv): NodeProcess;
  /** Resolves once every projection has applied the whole log or parked. */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The product on a Postgres and a Redis of the test's own: migrated and seeded like `npm start` does,
 * with the API, the projection runner and the workers started on demand as child processes.
 */
export async function startStack(
  options: { env?: NodeJS.ProcessEnv; postgresSettings?: Record<string, string> } = {},
): Promise<Stack> {
  const [postgres, redis, port] = await Promise.all([
    startPrivatePostgres(options.postgresSettings),
    startPrivateRedis(),
    freePort(),
  ]);
  const uploads = mkdtempSync(path.join(tmpdir(), 'nsg-fault-uploads-'));
  // Kept apart from the database, as in production: a restore into a fresh server still finds it.
  const erasures = mkdtempSync(path.join(tmpdir(), 'nsg-fault-erasures-'));
  const env: NodeJS.ProcessEnv = {
    // Production, as behind one proxy: X-Forwarded-For tells simulated visitors apart.
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    TRUST_PROXY_HOPS: '1',
    DATABASE_URL: postgres.url('north_shore_guide'),
    REDIS_URL: redis.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    SESSION_SECRET: 'fault-tests-session-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    UPLOAD_DIR: uploads,
    ERASURE_LEDGER_DIR: erasures,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    // Live conditions come from sources that are not there: nothing leaves the machine.
    NDBC_BASE_URL: 'http://127.0.0.1:9/ndbc',
    NWS_BASE_URL: 'http://127.0.0.1:9/nws',
    OPEN_METEO_BASE_URL: 'http://127.0.0.1:9/open-meteo',
    THEBUS_BASE_URL: 'http://127.0.0.1:9/thebus',
    COOPS_BASE_URL: 'http://127.0.0.1:9/coops',
    ...options.env,
  };
  const config = loadConfig(env);
  await migrate(config);
  await seed(config);
  const pool = createPool(config.DATABASE_URL, 5);
  const db = createDb<ReadModelTables>(pool);
  const store = createPostgresEventStore(pool);

  const stack: Stack = {
    postgres,
    redis,
    env,
    baseUrl: `http://127.0.0.1:${port}`,
    pool,
    db,
    store,
    api: null,
    runner: null,
    workers: null,
    async startApi(extra = {}) {
      stack.api = startNode('api', 'command-api/src/main.ts', [], { ...env, ...extra });
      await waitForHealth(stack);
      return stack.api;
    },
    startRunner({ nodeOptions = [], env: extra = {} } = {}) {
      stack.runner = startNode('projections', 'projections/src/cli.ts', ['run'], {
        ...env,
        ...extra,
        ...(nodeOptions.length ? { NODE_OPTIONS: nodeOptions.join(' ') } : {}),
      });
      return stack.runner;
    },
    startWorkers(extra = {}) {
      stack.workers = startNode('workers', 'workers/src/main.ts', [], { ...env, ...extra });
      return stack.workers;
    },
    async settle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const head = (await store.headPosition())?.globalPosition ?? 0n;
        const checkpoints = await Promise.all(
          allProjections.map((p) => readCheckpoint(db, p.name).catch(() => null)),
        );
        if (checkpoints.every((c) => c && (c.globalPosition >= head || c.parked))) return;
        if (Date.now() > deadline)
          throw new Error(`Projections did not catch up:\n${stack.runner?.output() ?? 'no runner'}`);
        await sleep(50);
      }
    },
    async close() {
      await Promise.all([stack.api, stack.runner, stack.workers].map((p) => p?.kill('SIGKILL')));
      await store.close();
      await db.destroy();
      await Promise.all([postgres.destroy(), redis.destroy()]);
      for (const dir of [uploads, erasures]) rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it holds (a check that throws counts as not yet); past `deadline` (ms since the
 * epoch) it throws with `what` and whatever `detail` adds.
 */
export async function until(
  what: string,
  deadline: number,
  check: () => Promise<boolean> | boolean,
  detail: () => string = () => '',
): Promise<void> {
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`Not in time: ${what}\n${detail()}`);
    await sleep(50);
  }
}

/** Waits for the API to answer /api/health with 200 (Postgres and the event store reachable). */
export async function waitForHealth(stack: Stack, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${stack.baseUrl}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (stack.api && stack.api.child.exitCode !== null)
      throw new Error(`The API exited:\n${stack.api.output()}`);
    if (Date.now() > deadline) throw new Error(`The API is not healthy:\n${stack.api?.output() ?? ''}`);
    await sleep(100);
  }
}
