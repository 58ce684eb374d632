import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns (bigserial positions, revisions) come back as strings; parse to BigInt where used.
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export function createDb<Tables>(pool: pg.Pool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export type { Kysely };
