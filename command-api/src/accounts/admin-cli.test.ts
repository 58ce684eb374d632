import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nsg/platform/config.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { advertisersProjection } from '@nsg/projections/accounts/advertisers-projection.ts';
import { countAdmins } from '@nsg/projections/accounts/advertisers-queries.ts';
import { ensureCheckpoint, readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { catchUp } from '@nsg/projections/runner/projection-runner.ts';
import { buildApp } from '../app.ts';
import { createAppDeps, type AppDeps } from '../deps.ts';
import { loginCookie } from '../testing/test-app.ts';
import { ensureAdminFromEnvironment } from './first-admin.ts';
import { registerAccount } from './register-account.ts';

const cli = path.join(import.meta.dirname, 'admin-cli.ts');

let database: TestDatabase;
let deps: AppDeps;
beforeAll(async () => {
  database = await createTestDatabase();
  deps = await createAppDeps(configFor({}));
  await ensureCheckpoint(deps.db, advertisersProjection.name);
});
afterAll(async () => {
  await deps.close();
  await database.drop();
});

function configFor(env: Record<string, string>) {
  return loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
}

async function runCli(args: string[], env: Record<string, string>) {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...inherited, DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env },
      timeout: 20_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * Applies the log to the advertisers read model up to its head. One catch-up may stop short: the store
 * holds back events while any older transaction on the server is still open.
 */
async function applyAccounts(): Promise<void> {
  const head = (await deps.store.headPosition())?.globalPosition ?? 0n;
  for (let attempt = 0; attempt < 200; attempt++) {
    expect(
      await catchUp(advertisersProjection, { db: deps.db, store: deps.store, logger: deps.logger }),
    ).toBe('caught up');
    if ((await readCheckpoint(deps.db, advertisersProjection.name)).globalPosition >= head) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The advertisers projection did not reach the head of the log');
}

describe('admin-cli create', () => {
  it('creates an admin who can log in through the API with role admin', async () => {
    const result = await runCli(['create', 'Boss@NorthShore.test'], { ADMIN_PASSWORD: 'cli-password-1' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Admin Boss@NorthShore\.test created \([0-9a-f-]{36}\)/);
    await applyAccounts();

    const app = await buildApp(deps, { rateLimitNamespace: `test-admin-cli-${Date.now()}-` });
    try {
      const cookie = await loginCookie(app, 'boss@northshore.test', 'cli-password-1');
      const me = await app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'boss@northshore.test', role: 'admin', status: 'active' });
      const adminPage = await app.inject({ url: '/api/admin/reviews', headers: { cookie } });
      expect(adminPage.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a taken email (whatever its case), a bad usage and a short password', async () => {
    // Each run pays for the process start: run them side by side.
    const [taken, usage, short] = await Promise.all([
      runCli(['create', 'BOSS@northshore.test'], { ADMIN_PASSWORD: 'cli-password-2' }),
      runCli(['create', 'not-an-email'], { ADMIN_PASSWORD: 'cli-password-3' }),
      runCli(['create', 'short@northshore.test'], { ADMIN_PASSWORD: '12345' }),
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe('An account with this email already exists');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run admin -- create <email>\n/);
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe('The password must be at least 6 characters.');
  });
});

describe('ensureAdminFromEnvironment', () => {
  it('is idempotent: called twice, and twice at once, it creates one admin', async () => {
    await applyAccounts();
    const before = await countAdmins(deps.db);
    const envDeps = {
      ...deps,
      config: configFor({ ADMIN_EMAIL: 'first@northshore.test', ADMIN_PASSWORD: 'env-password' }),
    };

    expect(await ensureAdminFromEnvironment(envDeps)).toBe('created');
    expect(await ensureAdminFromEnvironment(envDeps)).toBe('exists');
    const sameEmailOtherCase = {
      ...envDeps,
      config: configFor({ ADMIN_EMAIL: 'First@NorthShore.test', ADMIN_PASSWORD: 'env-password' }),
    };
    expect(
      await Promise.all([
        ensureAdminFromEnvironment(sameEmailOtherCase),
        ensureAdminFromEnvironment(envDeps),
      ]),
    ).toEqual(['exists', 'exists']);

    await applyAccounts();
    expect(await countAdmins(deps.db)).toBe(before + 1);
  });

  it('lets two instances starting at once create one admin between them', async () => {
    await applyAccounts();
    const before = await countAdmins(deps.db);
    const envDeps = {
      ...deps,
      config: configFor({ ADMIN_EMAIL: 'race@northshore.test', ADMIN_PASSWORD: 'env-password' }),
    };
    const outcomes = await Promise.all([
      ensureAdminFromEnvironment(envDeps),
      ensureAdminFromEnvironment(envDeps),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'exists']);
    await applyAccounts();
    expect(await countAdmins(deps.db)).toBe(before + 1);
  });

  it('reports the existing admin when ADMIN_EMAIL is not set', async () => {
    expect(await ensureAdminFromEnvironment(deps)).toBe('exists');
  });
});

describe('admin-cli erase-person', () => {
  it("erases a person's personal data, and says so when nothing is stored for the address", async () => {
    const context = { actor: 'system:test', correlationId: 'erase-cli' };
    await registerAccount(
      deps,
      {
        ...{ name: 'Kona', email: 'kona@shop.test', password: 'kona-password', companyName: 'Kona Co' },
        ...{ description: undefined, address: undefined, phone: '808-555-0110', website: undefined },
      },
      { role: 'advertiser', status: 'pending', context, now: new Date() },
    );
    const [erased, unknown] = await Promise.all([
      runCli(['erase-person', 'KONA@shop.test'], {}),
      runCli(['erase-person', 'nobody@shop.test'], {}),
    ]);
    expect(erased).toMatchObject({ code: 0, stderr: '' });
    expect(erased.stdout.trim()).toBe('Erased the personal data of 1 record(s) for that address.');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No personal data is stored for this email address');
  });
});
