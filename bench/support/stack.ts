import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@nsg/platform/config.ts';
import { seed } from '../../scripts/prepare-database.ts';
import { accountsProjected, createBenchAccounts, type BenchAccounts } from './bench-accounts.ts';
import { askMemory, memoryProbeArgs } from './memory-probe-client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'bench-admin@northshoreguide.example', password: randomBytes(12).toString('hex') };

export interface Stack {
  url: string;
  /** Every API instance's URL (the first is `url`). */
  urls: string[];
  /** Pid of the API process, for its memory figures. */
  apiPid: number;
  /** Pid of the (first) projection runner, for its CPU figures. */
  runnerPid: number;
  /** A signed-in admin's session cookie (`name=value`). */
  adminCookie(): Promise<string>;
  /** The accounts asked for in `startStack`'s `accounts`, each with a session. */
  accounts: BenchAccounts;
  /** The API's memory after a full garbage collection (only with `probeApiMemory`). */
  apiMemory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/**
 * The production shape on one machine: the catalog seed and an admin, then the API and the projection
 * runner as two processes of their own (NODE_ENV=production, so client addresses come from
 * X-Forwarded-For as behind the proxy, and per-address rate limits apply per simulated visitor).
 */
export async function startStack(
  databaseUrl: string,
  {
    apis = 1,
    runners = 1,
    accounts: wanted = { admins: 0, advertisers: 0 },
    probeApiMemory = false,
    env: extraEnv = {},
  }: {
    /** How many API and projection-runner processes to start (each names itself to Postgres). */
    apis?: number;
    runners?: number;
    /** Active accounts to create before the processes start, each signed in once. */
    accounts?: { admins: number; advertisers: number };
    /** Start the (first) API with `memory-probe.ts`, so that `apiMemory` can ask it. */
    probeApiMemory?: boolean;
    /** Settings of the API and runner processes beyond the production defaults. */
    env?: Record<string, string>;
  } = {},
): Promise<Stack> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'nsg-bench-uploads-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
    // One proxy in front, as in production: X-Forwarded-For tells simulated visitors apart.
    TRUST_PROXY_HOPS: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extraEnv,
  };
  await seed(loadConfig(env));
  const accounts = await createBenchAccounts(loadConfig(env), wanted);
  const apiPorts = [port, ...(await Promise.all(Array.from({ length: apis - 1 }, freePort)))];
  const apiProcesses = apiPorts.map((apiPort, i) =>
    spawnNode(
      'command-api/src/main.ts',
      { ...env, PORT: String(apiPort), PGAPPNAME: `nsg-api-${i + 1}` },
      probeApiMemory && i === 0 ? memoryProbeArgs : [],
    ),
  );
  const runnerProcesses = Array.from({ length: runners }, (_, i) =>
    spawnNode('projections/src/cli.ts', { ...env, PGAPPNAME: `nsg-runner-${i + 1}` }),
  );
  const processes = [...apiProcesses, ...runnerProcesses];
  const urls = apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`);
  const url = urls[0]!;
  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    for (const apiUrl of urls) await waitUntilHealthy(apiUrl, processes);
    await accountsProjected(databaseUrl, accounts);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    urls,
    apiPid: apiProcesses[0]!.pid!,
    runnerPid: runnerProcesses[0]!.pid!,
    adminCookie: () => login(url),
    accounts,
    apiMemory: () => askMemory(apiProcesses[0]!),
    stop,
  };
}

/** With BENCH_CPU_PROF_DIR set, each server process writes a CPU profile there when it stops. */
const profiling = process.env.BENCH_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : [];

export function spawnNode(script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...profiling, ...nodeArgs, path.join(root, script)], {
    env,
    // Node options come with a bench hook in the process, which answers over the IPC channel.
    stdio: nodeArgs.length > 0 ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (process.env.BENCH_DEBUG) process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${script} exited (${code ?? signal}):\n${stderr}`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The bare Fastify baseline (`bare-server.ts`) in a process of its own, once it answers. */
export const startBareServer = (databaseUrl: string) =>
  startBenchServer('bench/support/bare-server.ts', databaseUrl, '/api/beaches');

/** The command bench's peer built on Emmett (`emmett-peer-server.ts`) in a process of its own. */
export const startEmmettPeerServer = (databaseUrl: string) =>
  startBenchServer('bench/support/emmett-peer-server.ts', databaseUrl, '/health');

/** A bench server script in a process of its own, once `readyPath` answers. */
async function startBenchServer(script: string, databaseUrl: string, readyPath: string): Promise<BareServer> {
  const port = await freePort();
  const child = spawnNode(script, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitForOk(`${url}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function waitUntilHealthy(url: string, processes: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (processes.some((child) => child.exitCode !== null)) throw new Error('a bench process exited');
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within 60 s`);
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/advertisers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
    body: JSON.stringify(ADMIN),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('nsg_session='));
  if (!response.ok || !session) throw new Error(`admin login failed: ${response.status}`);
  return session.split(';')[0]!;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A distinct client address per simulated visitor (10.0.0.0/8), as the proxy would forward it. */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
