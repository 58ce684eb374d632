import pg from 'pg';

/**
 * `$all` readers take only events of transactions older than the oldest one still open on the whole
 * Postgres server (`pg_snapshot_xmin`). One transaction left open anywhere (another database, a
 * migration's LOCK TABLE, a two-phase transaction prepared and forgotten) holds every projection and
 * every `?minPosition=` read back: this names it.
 */
export interface LogHorizon {
  /** The oldest open transaction that has written (has a transaction id), or null when none is open. */
  oldest: {
    /** A session's open transaction, or a prepared one that no session holds any more. */
    kind: 'session' | 'prepared';
    /** Null for a prepared transaction: end it with `ROLLBACK PREPARED '<gid>'` or `COMMIT PREPARED`. */
    pid: number | null;
    gid: string | null;
    database: string | null;
    ageSeconds: number;
    state: string | null;
  } | null;
  /** Committed events that readers cannot take yet because of it. */
  eventsWaiting: number;
}

interface OldestRow {
  kind: 'session' | 'prepared';
  pid: number | null;
  gid: string | null;
  datname: string | null;
  age_seconds: number;
  state: string | null;
}

export async function logHorizon(pool: pg.Pool): Promise<LogHorizon> {
  const { rows } = await pool.query<{ oldest: OldestRow | null; waiting: string }>(
    `select
       (select row_to_json(o) from (
          select * from (
            select 'session' as kind, pid, null::text as gid, datname, state,
                   extract(epoch from now() - xact_start)::float8 as age_seconds
              from pg_stat_activity
             where backend_xid is not null and xact_start is not null
            union all
            select 'prepared', null, gid, database, 'prepared', extract(epoch from now() - prepared)::float8
              from pg_prepared_xacts) open
           order by age_seconds desc
           limit 1) o) as oldest,
       (select count(*) from events
         where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) as waiting`,
  );
  const { oldest, waiting } = rows[0]!;
  return {
    oldest: oldest
      ? {
          kind: oldest.kind,
          pid: oldest.pid,
          gid: oldest.gid,
          database: oldest.datname,
          ageSeconds: Math.round(oldest.age_seconds),
          state: oldest.state,
        }
      : null,
    eventsWaiting: Number(waiting),
  };
}
