import type pg from 'pg';

export interface ProjectionHolder {
  pid: number;
  application: string | null;
  address: string | null;
  since: string;
}

/**
 * Which session holds each named projection's advisory lock (`projection:<name>`, see the runner's lock
 * session): a runner that froze keeps its session, and so its projections, until it is killed.
 */
export async function projectionHolders(
  pool: pg.Pool,
  names: readonly string[],
): Promise<Map<string, ProjectionHolder | null>> {
  if (names.length === 0) return new Map();
  const { rows } = await pool.query<{
    name: string;
    pid: number;
    application_name: string | null;
    client_addr: string | null;
    backend_start: Date;
  }>(
    `select n.name, a.pid, nullif(a.application_name, '') as application_name, host(a.client_addr) as client_addr,
            a.backend_start
       from unnest($1::text[]) as n(name)
       join pg_locks l
         on l.locktype = 'advisory' and l.granted and l.objsubid = 1
        and l.objid = (hashtext('projection:' || n.name)::bigint & 4294967295)::oid
        and l.database = (select oid from pg_database where datname = current_database())
       join pg_stat_activity a on a.pid = l.pid`,
    [names],
  );
  const holders = new Map<string, ProjectionHolder | null>(names.map((name) => [name, null]));
  for (const row of rows)
    holders.set(row.name, {
      pid: row.pid,
      application: row.application_name,
      address: row.client_addr,
      since: row.backend_start.toISOString(),
    });
  return holders;
}
