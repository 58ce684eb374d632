import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns (bigserial positions, revisions) come back as strings; parse to BigInt where used.
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out one: pg emits 'error' on the client when its socket drops, and the pool listens
  // only while the client is idle. The query in flight still fails, and the pool discards the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Postgres (or Redis) out of reach, or the connection lost: worth retrying, never the caller's fault. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003'].includes(code) ||
    /Connection terminated|connect ECONNREFUSED|Connection is closed|terminating connection|not queryable/.test(
      String(error),
    )
  );
}

export function createDb<Tables>(pool: pg.Pool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export type { Kysely };
