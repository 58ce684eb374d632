import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('makes a bare environment work on a local machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/north_shore_guide',
      REDIS_URL: 'redis://127.0.0.1:6379',
      EVENT_STORE: 'postgres',
      MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
      NWS_USER_AGENT: '(north-shore-guide, contact@northshoreguide.example)',
      UPLOAD_DIR: 'uploads',
      LOG_LEVEL: 'info',
    });
    for (const unset of [
      'SESSION_SECRET',
      'ESDB_URL',
      'STRIPE_SECRET_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ] as const) {
      expect(config[unset], unset).toBeUndefined();
    }
  });

  it('reads given values, and takes an empty variable as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      EVENT_STORE: 'eventstoredb',
      ESDB_URL: 'esdb://127.0.0.1:2113?tls=false',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret-1',
      LOG_LEVEL: '',
      UPLOAD_DIR: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      EVENT_STORE: 'eventstoredb',
      ESDB_URL: 'esdb://127.0.0.1:2113?tls=false',
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'info',
      UPLOAD_DIR: 'uploads',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'got "abc"'],
    [{ PORT: '70000' }, 'PORT', 'got "70000"'],
    [{ EVENT_STORE: 'mongo' }, 'EVENT_STORE', 'got "mongo"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL', 'got "not a url"'],
    [{ EVENT_STORE: 'eventstoredb' }, 'ESDB_URL', 'not set'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'got "loud"'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD', 'not set'],
    [{ ADMIN_PASSWORD: 'secret-1' }, 'ADMIN_EMAIL', 'not set'],
  ])('refuses %o in one line naming %s', (env, name, got) => {
    const message = configError(env);
    expect(message).not.toContain('\n');
    expect(message.startsWith(`Configuration error: ${name} `)).toBe(true);
    expect(message.endsWith(`(${got})`)).toBe(true);
  });

  it('says which variable the missing one goes with', () => {
    expect(configError({ EVENT_STORE: 'eventstoredb' })).toBe(
      'Configuration error: ESDB_URL is required when EVENT_STORE=eventstoredb (not set)',
    );
    expect(configError({ ADMIN_EMAIL: 'admin@example.com' })).toBe(
      'Configuration error: ADMIN_PASSWORD is required with ADMIN_EMAIL (not set)',
    );
  });

  it('refuses the test-mode payment gateway in production unless ALLOW_TEST_PAYMENTS=1', () => {
    expect(configError({ NODE_ENV: 'production' })).toBe(
      'Configuration error: STRIPE_SECRET_KEY is required in production (set ALLOW_TEST_PAYMENTS=1 to run the test-mode gateway there) (not set)',
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' }).ALLOW_TEST_PAYMENTS).toBe('1');
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).NODE_ENV).toBe(
      'production',
    );
    expect(loadConfig({}).ALLOW_TEST_PAYMENTS).toBe('0');
  });

  it('never repeats a secret in its message', () => {
    const tooShort = configError({ SESSION_SECRET: 'hunter2-hunter2' });
    expect(tooShort).toMatch(/^Configuration error: SESSION_SECRET must be at least 32 characters/);
    expect(tooShort).not.toContain('hunter2');
    const tooShortPassword = configError({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'abc12' });
    expect(tooShortPassword).toBe(
      'Configuration error: ADMIN_PASSWORD must be at least 6 characters (value hidden)',
    );
  });
});

describe('the API process', () => {
  it('exits non-zero with one line naming PORT when PORT is bad', async () => {
    const main = path.resolve(import.meta.dirname, '../../command-api/src/main.ts');
    const outcome = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [main],
        { env: { ...process.env, PORT: 'abc' }, timeout: 20_000 },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
      );
    });
    expect(outcome.code).not.toBe(0);
    expect(outcome.code).not.toBeNull();
    expect(outcome.stdout).toBe('');
    const lines = outcome.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: PORT .*\(got "abc"\)$/);
  });
});
