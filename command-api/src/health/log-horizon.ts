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
  const { rows } = await pool.query<{
    oldest: { pid: number; datname: string | null; age_seconds: number; state: string | null } | null;
    waiting: string;
  }>(
    `select
       (select row_to_json(o) from (
          select pid, datname, state, extract(epoch from now() - xact_start)::float8 as age_seconds
            from pg_stat_activity
           where backend_xid is not null and xact_start is not null
           order by xact_start
           limit 1) o) as oldest,
       (select count(*) from events
         where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) as waiting`,
  );
  const { oldest, waiting } = rows[0]!;
  return {
    oldest: oldest
      ? {
          pid: oldest.pid,
          database: oldest.datname,
          ageSeconds: Math.round(oldest.age_seconds),
          state: oldest.state,
        }
      : null,
    eventsWaiting: Number(waiting),
  };
}
