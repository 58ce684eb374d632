import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiEnv, collectOutput, dropApiDatabase, freePort } from './support/api-process.ts';

const apiScript = fileURLToPath(new URL('../command-api/src/main.ts', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => dropApiDatabase(database));

interface RunningApi {
  url: string;
  output(): string;
}

let api: ChildProcess | undefined;
afterEach(async () => {
  if (!api || api.exitCode !== null) return;
  api.kill('SIGTERM');
  await once(api, 'exit');
});

/** `npm run api` as an operator runs it, its stdout and stderr read as a pipe. */
async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  api = spawn(process.execPath, [apiScript], {
    env: { ...process.env, ...apiEnv(database, port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(api);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch (error) {
      if (attempt > 200 || api.exitCode !== null)
        throw new Error(`the API did not start:\n${output()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, output };
}

/** The log lines written about one path, once its answer has had time to be logged. */
async function linesAbout(running: RunningApi, path: string): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return running
    .output()
    .split('\n')
    .filter((line) => line.includes(path));
}

describe('the API log', () => {
  it('for log shippers (not a terminal): one JSON line per request, with its status and duration', async () => {
    const running = await startApi({});
    expect((await fetch(`${running.url}/api/beaches?probe=json`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/no-such-route?probe=json`)).status).toBe(404);

    const beaches = await linesAbout(running, '/api/beaches?probe=json');
    expect(beaches).toHaveLength(1);
    const entry = JSON.parse(beaches[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'GET', url: '/api/beaches?probe=json', statusCode: 200 });
    expect(typeof entry.responseTime).toBe('number');
    expect(await linesAbout(running, '/api/no-such-route?probe=json')).toHaveLength(1);
  });

  it('for a person (LOG_FORMAT=pretty, as at a terminal): one short line per request, no JSON', async () => {
    const running = await startApi({ LOG_FORMAT: 'pretty' });
    expect((await fetch(`${running.url}/api/beaches?probe=pretty`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/no-such-route?probe=pretty`)).status).toBe(404);

    const beaches = await linesAbout(running, '/api/beaches?probe=pretty');
    expect(beaches).toHaveLength(1);
    expect(beaches[0]).toMatch(/^\d\d:\d\d:\d\d INFO +GET \/api\/beaches\?probe=pretty 200 \d+ ms$/);
    const missing = await linesAbout(running, '/api/no-such-route?probe=pretty');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/GET \/api\/no-such-route\?probe=pretty 404 \d+ ms$/);
    for (const line of running.output().split('\n').filter(Boolean)) {
      expect(line).not.toMatch(/^\s*\{/);
      expect(line.length, line).toBeLessThanOrEqual(160);
    }
  });
});
