import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    databaseServerUrl: string;
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of its own for one test file: cloned from the run's template
 * (made by the global setup), dropped by `drop()`. Tests never see each other's data.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        // Test data need not survive a crash of the server: skip the fsync wait on every commit.
        await admin.query(`alter database ${name} set synchronous_commit = off`);
        return;
      } catch (error) {
        // Two clones of one template at the same instant: Postgres asks the second to wait.
        if (attempt < 20 && String(error).includes('being accessed by other users')) {
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
          continue;
        }
        throw error;
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  const pool = createPool(url, 20);
  return {
    name,
    url,
    pool,
    async drop() {
      await pool.end();
      await dropDatabase(serverUrl, name);
    },
  };
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
