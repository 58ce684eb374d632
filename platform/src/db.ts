import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// bigint columns (bigserial positions, revisions) come back as strings; parse to BigInt where used.
export interface PoolTimeouts {
  /** Postgres ends a statement running longer (0: never). */
  statementTimeoutMs: number;
  /** Postgres ends a session left idle inside a transaction longer: it would hold every $all reader back. */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  statementTimeoutMs: 60_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** The timeouts the configuration sets (DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
export const poolTimeoutsOf = (config: {
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
}): PoolTimeouts => ({
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * `applicationName` tells the process's connections apart in pg_stat_activity (and counts them);
 * `PGAPPNAME` or an application_name in the URL, when set, names them instead.
 */
export function createPool(
  connectionString: string,
  max = 10,
  timeouts = DEFAULT_POOL_TIMEOUTS,
  applicationName?: string,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(applicationName ? { fallback_application_name: applicationName } : {}),
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
  });
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

/**
 * SQLSTATEs that say nothing about the statement itself: cancelled or timed out, a lock or a deadlock
 * lost, a serialization failure, too many connections, a server shutting down. Retried, never parked.
 */
const TRANSIENT_SQLSTATES = new Set(['57014', '55P03', '40P01', '40001', '25P03', '57P01', '57P02', '57P03']);
const TRANSIENT_SQLSTATE_CLASSES = ['08', '53', '58'];

export function isTransientDatabaseError(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || code.length !== 5) return false;
  return TRANSIENT_SQLSTATES.has(code) || TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2));
}

export function createDb<Tables>(pool: pg.Pool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export type { Kysely };
