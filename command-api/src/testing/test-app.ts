import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@nsg/platform/config.ts';
import { EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { startProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { createAdmin } from '../accounts/first-admin.ts';
import { buildApp } from '../app.ts';
import { seedCatalog } from '../catalog/seed-catalog.ts';
import { createAppDeps, type AppDeps } from '../deps.ts';
import { allReactors, startReactors } from '../reactors.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  admin: { email: string; password: string };
  /** Resolves once every projection and reactor has followed the whole log, and the API's memory with them. */
  settle(): Promise<void>;
  /** Stops the projection runner and the reactors: the read models stay where they are until the app closes. */
  stopProjections(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real API on a database of its own, with the catalog seeded, an admin account, and the projection
 * runner applying events in the background, as in production.
 */
export async function startTestApp(
  options: { listen?: boolean; env?: Record<string, string>; lagSampleMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Folders of this app's own, removed when it closes (unless a test names its own).
  const scratch = {
    UPLOAD_DIR: path.join(tmpdir(), `nsg-test-uploads-${database.name}`),
    ERASURE_LEDGER_DIR: path.join(tmpdir(), `nsg-test-erasures-${database.name}`),
  };
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    ...scratch,
    ...options.env,
  });
  const deps = await createAppDeps(config);
  const app = await buildApp(deps, { rateLimitNamespace: `test-${randomBytes(4).toString('hex')}-` });
  await seedCatalog(deps.store);
  const admin = { email: 'admin@northshoreguide.test', password: 'correct-horse-battery' };
  await createAdmin(deps, admin.email, admin.password);
  const runner = startProjectionRunner({
    db: deps.db,
    pool: deps.pool,
    store: deps.store,
    projections: allProjections,
    logger: deps.logger,
    wakeChannel: EVENTS_CHANNEL,
    pollIntervalMs: 50,
    ...(options.lagSampleMs ? { lagSampleMs: options.lagSampleMs } : {}),
  });
  const reactors = await startReactors(deps, { pollIntervalMs: 50 });
  let runnerStopped: Promise<void> | undefined;
  const stopRunner = () =>
    (runnerStopped ??= Promise.all([runner.stop(), reactors.stop()]).then(() => undefined));
  const followers = [...allProjections.map((p) => p.name), ...allReactors(deps).map((r) => r.name)];
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });

  // A machine running other tests beside this one can take many seconds to apply a seed.
  async function settle() {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const head = (await deps.store.headPosition())?.globalPosition ?? 0n;
      const checkpoints = await Promise.all(
        followers.map((name) => readCheckpoint(deps.db, name).catch(() => null)),
      );
      if (checkpoints.every((c) => c && (c.globalPosition >= head || c.parked))) {
        // What the API keeps in memory, too: their notices may still be on their way.
        return deps.beachHazards.refresh();
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('Projections did not catch up within 30 s');
  }
  await settle();

  return {
    app,
    deps,
    database,
    admin,
    settle,
    stopProjections: stopRunner,
    async close() {
      await stopRunner();
      await app.close();
      await deps.close();
      await database.drop();
      for (const [name, dir] of Object.entries(scratch))
        if (config[name as keyof typeof scratch] === dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

let loginAddresses = 0;

/**
 * Logs in through the API and returns the session cookie header to send with later requests. Each login
 * comes from an address of its own, so a file's many logins never meet the per-address login limit.
 */
export async function loginCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  loginAddresses++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/advertisers/login',
    payload: { email, password },
    remoteAddress: `10.250.${(loginAddresses >> 8) & 255}.${loginAddresses & 255}`,
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'nsg_session');
  return `nsg_session=${cookie!.value}`;
}
