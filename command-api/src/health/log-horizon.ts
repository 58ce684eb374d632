import pg from 'pg';

/**
 * `$all` readers take only events of transactions older than the oldest one still open on the whole
 * Postgres server (`pg_snapshot_xmin`). One transaction left open anywhere (another database, a
 * migration's LOCK TABLE) holds every projection and every `?minPosition=` read back: this names it.
 */
export interface LogHorizon {
  /** The oldest open transaction that has written (has a transaction id), or null when none is open. */
  oldest: { pid: number; database: string | null; ageSeconds: number; state: string | null } | null;
  /** Committed events that readers cannot take yet because of it. */
  eventsWaiting: number;
}

export async function logHorizon(pool: pg.Pool): Promise<LogHorizon> {
  const [oldest, waiting] = await Promise.all([
    pool.query<{ pid: number; datname: string | null; age_seconds: number; state: string | null }>(
      `select pid, datname, state, extract(epoch from now() - xact_start)::float8 as age_seconds
         from pg_stat_activity
        where backend_xid is not null and xact_start is not null
        order by xact_start
        limit 1`,
    ),
    pool.query<{ count: string }>(
      `select count(*) from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())`,
    ),
  ]);
  const row = oldest.rows[0];
  return {
    oldest: row
      ? { pid: row.pid, database: row.datname, ageSeconds: Math.round(row.age_seconds), state: row.state }
      : null,
    eventsWaiting: Number(waiting.rows[0]!.count),
  };
}
