import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { migrateAll } from '@nsg/projections/migrate.ts';

export const serverUrl =
  process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated database on the bench server, dropped by `drop()` (with its connections). */
export async function createThrowawayDatabase(prefix = 'nsg_bench'): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = withDatabase(serverUrl, name);
  await admin(`create database ${name}`);
  try {
    const db = createDb<unknown>(createPool(url, 2));
    try {
      await migrateAll(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await admin(`drop database if exists ${name} with (force)`);
    throw error;
  }
  return { url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
