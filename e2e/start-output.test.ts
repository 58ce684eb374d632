import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuietly } from '../scripts/run-quietly.ts';
import { apiEnv, collectOutput, dropApiDatabase, freePort } from './support/api-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('runQuietly (the frontend build in npm start)', () => {
  it('keeps a successful command quiet and hands over a failing one whole', () => {
    const ok = runQuietly(process.execPath, ['-e', 'console.log("dist/assets/app.js 12 kB")'], root);
    expect(ok.ok).toBe(true);

    const failed = runQuietly(
      process.execPath,
      [
        '-e',
        'console.log("transforming..."); console.error("error: Could not resolve ./missing"); process.exit(2)',
      ],
      root,
    );
    expect(failed.ok).toBe(false);
    expect(failed.output).toContain('transforming...');
    expect(failed.output).toContain('error: Could not resolve ./missing');
  });
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => dropApiDatabase(database));

describe('npm start at a terminal', () => {
  let start: ChildProcess | undefined;
  afterAll(async () => {
    if (!start?.pid || start.exitCode !== null) return;
    process.kill(-start.pid, 'SIGTERM');
    await once(start, 'exit');
  });

  it('prints short lines, one per request, and no JSON', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const command = `${JSON.stringify(process.execPath)} scripts/start.ts`;
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...apiEnv(database, port),
      SKIP_FRONTEND_BUILD: '1',
      // Queues of their own: the workers of this run must not take jobs of another.
      REDIS_URL: `redis://127.0.0.1:6379/${9 + (port % 6)}`,
    };
    delete env.LOG_FORMAT; // the terminal decides
    // `script` gives the start script a terminal of its own, as a person running `npm start` has.
    start = spawn('script', ['--quiet', '--flush', '--return', '--command', command, '/dev/null'], {
      cwd: root,
      detached: true,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(start);

    for (let waited = 0; !output().includes('North Shore Guide is running at'); waited += 200) {
      if (waited > 100_000 || start.exitCode !== null)
        throw new Error(`npm start did not come up:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const probe of ['one', 'two', 'three']) {
      expect((await fetch(`http://127.0.0.1:${port}/api/beaches?probe=${probe}`)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = output().replaceAll('\r', '').split('\n').filter(Boolean);
    for (const probe of ['one', 'two', 'three']) {
      const about = lines.filter((line) => line.includes(`/api/beaches?probe=${probe}`));
      expect(about).toHaveLength(1);
      expect(about[0]).toMatch(
        new RegExp(`^\\[api\\] \\d\\d:\\d\\d:\\d\\d INFO +GET /api/beaches\\?probe=${probe} 200 \\d+ ms$`),
      );
    }
    expect(lines.filter((line) => /^(\[\w+\] )?\{/.test(line))).toEqual([]);
  });
});
