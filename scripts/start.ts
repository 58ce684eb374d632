import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { logFormat } from '@nsg/platform/logger.ts';
import { migrate, seed } from './prepare-database.ts';
import { runQuietly } from './run-quietly.ts';

/**
 * `npm start`: build the frontend, migrate, seed on first start, then run the API, the projection
 * runner and the workers as three processes, and print the URL once the API answers.
 */
const root = path.resolve(import.meta.dirname, '..');
const config = loadConfigOrExit();

if (!process.env.SKIP_FRONTEND_BUILD) {
  process.stdout.write('Building the frontend... ');
  const started = Date.now();
  const build = runQuietly('npm', ['run', 'build', '--silent'], root);
  if (!build.ok) {
    console.log('failed:\n');
    console.error(build.output);
    process.exit(1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

await migrate(config);
const { seeded, admin } = await seed(config);
console.log(`Database ready (${seeded} new seed events; admin: ${admin}).`);
if (admin === 'not configured') {
  console.log(
    'No admin yet: create one with `npm run admin -- create <email>` or set ADMIN_EMAIL and ADMIN_PASSWORD.',
  );
}

const childLogFormat = logFormat();
const children: ChildProcess[] = [];
/** Three processes on one machine: the API's metrics on METRICS_PORT, the runner's and workers' on the next two. */
const metricsPortOf = (offset: number) =>
  config.METRICS_PORT === undefined
    ? {}
    : { METRICS_PORT: String(config.METRICS_PORT && config.METRICS_PORT + offset) };

function run(name: string, script: string, args: string[], metricsPortOffset: number) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    // Their stdout is our pipe, not the terminal: they log in the format chosen for ours.
    env: { ...process.env, LOG_FORMAT: childLogFormat, ...metricsPortOf(metricsPortOffset) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${signal ?? code}); stopping everything.`);
    void stop(1);
  });
  children.push(child);
}

let stopping = false;
async function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

run('api', 'command-api/src/main.ts', [], 0);
run('projections', 'projections/src/cli.ts', ['run'], 1);
run('workers', 'workers/src/main.ts', [], 2);

const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
for (let attempt = 0; attempt < 120; attempt++) {
  try {
    const response = await fetch(`http://127.0.0.1:${config.PORT}/api/health`);
    if (response.status < 500) {
      console.log(`\nNorth Shore Guide is running at ${url}\n  API docs: ${url}/api/docs\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
