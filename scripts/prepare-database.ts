import pg from 'pg';
import { ensureAdminFromEnvironment } from '@nsg/command-api/accounts/first-admin.ts';
import { seedCatalog } from '@nsg/command-api/catalog/seed-catalog.ts';
import { createAppDeps } from '@nsg/command-api/deps.ts';
import type { Config } from '@nsg/platform/config.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { migrateAll } from '@nsg/projections/migrate.ts';

/** Creates the database named in DATABASE_URL if the server does not have it yet. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await admin.end();
  }
}

export async function migrate(config: Config): Promise<void> {
  await ensureDatabase(config.DATABASE_URL);
  const pool = createPool(config.DATABASE_URL, 2);
  const db = createDb<unknown>(pool);
  try {
    await migrateAll(db);
  } finally {
    await db.destroy();
  }
}

/** Catalog seed (appends nothing after the first time) and the admin from the environment. */
export async function seed(config: Config): Promise<{ seeded: number; admin: string }> {
  const deps = await createAppDeps(config);
  try {
    const seeded = await seedCatalog(deps.store);
    const admin = await ensureAdminFromEnvironment(deps);
    return { seeded, admin };
  } finally {
    await deps.close();
  }
}
