import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { allProjections } from '../all-projections.ts';
import { readCheckpoints } from './checkpoints.ts';

export interface ProjectionStatus {
  name: string;
  /** The global position of the last event applied (0: none yet). */
  position: string;
  /** Global positions between the checkpoint and the head of the log (an upper bound on events). */
  lagEvents: number;
  /** How long the oldest event not yet applied has been waiting. */
  lagSeconds: number;
  parked: null | { position: string; eventId: string; error: string; parkedAt: string };
}

/**
 * Lag and parked state of every projection, and of the reactors named (they follow the log the same
 * way), for /api/health and the admin page: three queries.
 */
export async function projectionStatuses(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  reactorNames: readonly string[] = [],
): Promise<ProjectionStatus[]> {
  const [head, checkpoints] = await Promise.all([store.headPosition(), readCheckpoints(db)]);
  const names = [...allProjections.map(({ name }) => name), ...reactorNames];
  const rows = names.map((name) => {
    const checkpoint = checkpoints.get(name) ?? null;
    const applied = checkpoint?.globalPosition ?? 0n;
    const lagEvents = head && head.globalPosition > applied ? Number(head.globalPosition - applied) : 0;
    return { name, checkpoint, lagEvents, position: applied.toString() };
  });
  const behind = rows.filter((row) => row.lagEvents > 0);
  const waitingSince = await store.firstWrittenAfter(
    behind.map((row) => row.checkpoint?.position ?? 'start'),
  );
  const oldestWaiting = new Map(behind.map((row, index) => [row.name, waitingSince[index]]));
  return rows.map(({ name, checkpoint, lagEvents, position }) => {
    const since = oldestWaiting.get(name);
    const lagSeconds = since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0;
    const parked = checkpoint?.parked;
    return {
      name,
      position,
      lagEvents,
      lagSeconds: Math.round(lagSeconds * 10) / 10,
      parked: parked ? { ...parked, parkedAt: parked.parkedAt.toISOString() } : null,
    };
  });
}

export interface LeaseHolder {
  /** The runner holding the lease: host, process id, and which runner of the process. */
  owner: string;
  /** Raised each time a runner takes the projection over. */
  epoch: number;
  heartbeatAgeSeconds: number;
  /** Past its lease time: a standby takes over, if one is running. */
  expired: boolean;
}

/**
 * Every projection's and reactor's status. Reactors follow the log from checkpoints of their own: every
 * checkpoint that is not a projection's nor a rebuild's (`<name>~rebuild`).
 */
export async function followerStatuses(
  db: Kysely<ReadModelTables>,
  store: EventStore,
): Promise<ProjectionStatus[]> {
  const projectionNames = new Set(allProjections.map((projection) => projection.name));
  const reactorNames = [...(await readCheckpoints(db)).keys()].filter(
    (name) => !projectionNames.has(name) && !name.includes('~'),
  );
  return projectionStatuses(db, store, reactorNames);
}

/**
 * Who holds each projection's lease (all, or those named), by the database's clock: a runner that froze
 * shows an old heartbeat, and an expired lease no standby took over. A lease released by a runner that
 * stopped (no owner connection) is held by no one.
 */
export async function leaseHolders(
  db: Kysely<ReadModelTables>,
  names?: readonly string[],
): Promise<Map<string, LeaseHolder>> {
  let query = db
    .selectFrom('projection_leases')
    .select([
      'name',
      'owner',
      'epoch',
      sql<number>`extract(epoch from now() - heartbeat_at)::float8`.as('age'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('owner_pid', 'is not', null);
  if (names) query = query.where('name', '=', sql<string>`any(${[...names]}::text[])`);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.name,
      {
        owner: row.owner,
        epoch: Number(row.epoch),
        heartbeatAgeSeconds: Math.round(row.age * 10) / 10,
        expired: row.expired,
      },
    ]),
  );
}

/**
 * The status as `npm run projections -- status` prints it: one line per projection or reactor with the
 * runner holding its lease, and under a parked one the event, its position, when and the error.
 */
export function formatProjectionStatuses(
  statuses: readonly ProjectionStatus[],
  leases: ReadonlyMap<string, LeaseHolder> = new Map(),
): string {
  const width = Math.max(...statuses.map((status) => status.name.length), 10);
  const columns = (...cells: string[]) => cells.join('  ');
  const lines = [
    columns('name'.padEnd(width), 'lag (events)', ' lag (s)', 'state      ', 'epoch', 'heartbeat', 'owner'),
  ];
  for (const { name, lagEvents, lagSeconds, parked } of statuses) {
    const state = parked ? 'PARKED' : lagEvents > 0 ? 'catching up' : 'caught up';
    const lease = leases.get(name);
    const heartbeat = lease ? `${lease.heartbeatAgeSeconds} s` : '-';
    const owner = lease ? `${lease.owner}${lease.expired ? '  (lease expired)' : ''}` : 'no runner';
    lines.push(
      columns(
        name.padEnd(width),
        String(lagEvents).padStart(12),
        String(lagSeconds).padStart(8),
        state.padEnd(11),
        String(lease?.epoch ?? '-').padStart(5),
        heartbeat.padStart(9),
        owner,
      ),
    );
    if (parked)
      lines.push(
        `${''.padEnd(width)}    event ${parked.eventId} at position ${parked.position}, since ${parked.parkedAt}`,
        `${''.padEnd(width)}    ${parked.error}`,
      );
  }
  return lines.join('\n');
}
