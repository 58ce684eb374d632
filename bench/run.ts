import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { migrateAll } from '@nsg/projections/migrate.ts';
import { runEventStoreBench } from './event-store.bench.ts';
import { runFrontendBench } from './frontend.bench.ts';
import { runPushBench } from './push.bench.ts';

/**
 * `npm run bench`: makes a throwaway, migrated database, runs every benchmark against it, prints their
 * markdown tables and drops the database. Each benchmark measures its baseline in the same run.
 * `npm run bench -- frontend` (or any titles below) runs only the named benchmarks.
 */
const allBenches: [string, (databaseUrl: string) => Promise<string>][] = [
  ['event store', runEventStoreBench],
  ['push alerts', runPushBench],
  ['frontend', runFrontendBench],
];
const selected = process.argv.slice(2);
const unknown = selected.filter((title) => !allBenches.some(([name]) => name === title));
if (unknown.length > 0)
  throw new Error(
    `Unknown benchmark ${unknown.join(', ')}; known: ${allBenches.map(([name]) => name).join(', ')}`,
  );
const benches = selected.length === 0 ? allBenches : allBenches.filter(([name]) => selected.includes(name));

const serverUrl = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `nsg_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, name);

await admin(`create database ${name}`);
try {
  await migrate(databaseUrl);
  process.env.BENCH_DATABASE_URL = databaseUrl;
  for (const [title, run] of benches) {
    console.error(`Running the ${title} benchmark…`);
    console.log(`${await run(databaseUrl)}\n`);
  }
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}

async function migrate(url: string): Promise<void> {
  const db = createDb<unknown>(createPool(url, 2));
  try {
    await migrateAll(db);
  } finally {
    await db.destroy();
  }
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
