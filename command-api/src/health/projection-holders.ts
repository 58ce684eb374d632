import type pg from 'pg';

export interface ProjectionHolder {
  /** The runner holding the lease: host, process id, and which runner of the process. */
  owner: string;
  /** Raised each time a runner takes the projection over. */
  epoch: number;
  heartbeatAgeSeconds: number;
  /** Past its lease time: a standby takes over, if one is running. */
  expired: boolean;
}

/**
 * Who holds each named projection's lease (see the runner's lease session), by the database's clock: a
 * runner that froze shows an old heartbeat, and an expired lease that no standby took over. A lease
 * released by a runner that stopped (no owner connection) is held by no one.
 */
export async function projectionHolders(
  pool: pg.Pool,
  names: readonly string[],
): Promise<Map<string, ProjectionHolder | null>> {
  if (names.length === 0) return new Map();
  const { rows } = await pool.query<{
    name: string;
    owner: string;
    epoch: string;
    age: number;
    expired: boolean;
  }>(
    `select name, owner, epoch, extract(epoch from now() - heartbeat_at)::float8 as age, expires_at <= now() as expired
       from projection_leases where name = any($1::text[]) and owner_pid is not null`,
    [names],
  );
  const holders = new Map<string, ProjectionHolder | null>(names.map((name) => [name, null]));
  for (const row of rows)
    holders.set(row.name, {
      owner: row.owner,
      epoch: Number(row.epoch),
      heartbeatAgeSeconds: Math.round(row.age * 10) / 10,
      expired: row.expired,
    });
  return holders;
}
