import { hostname } from 'node:os';
import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import { isConnectionError } from '@nsg/platform/db.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

/**
 * Which runner runs a projection: a lease in `projection_leases`, renewed by a heartbeat and by each page
 * the owner commits, and taken over by a standby once it expires (by the database's clock) or once the
 * owner's lease connection is gone. Each takeover raises the lease's epoch; a page commits only while its
 * owner's epoch is the current one (`fenceLeasesIn`), so an owner that hung and resumed writes nothing.
 */
export interface LeaseSession {
  /** The epoch of the lease now held, or null while another runner holds it. */
  tryAcquire(name: string): Promise<Lease | null>;
  /** Whether the lease was still ours at the last heartbeat or page. */
  stillHeld(name: string): boolean;
  /** Forgets a lease a page found lost. */
  lost(name: string): void;
  release(name: string): Promise<void>;
  /** Stops the heartbeat and ends the connection. */
  close(): Promise<void>;
}

/** A lease as its owner knows it: a page transaction commits only while it is still the current one. */
export interface Lease {
  name: string;
  epoch: number;
  /** How long a renewal holds it. */
  durationMs: number;
}

export interface LeaseTimes {
  /** How long a lease holds without renewal: a hung owner's projections wait this long for a standby. */
  leaseMs?: number;
  /** How often the owner renews its leases (every page renews its own too). */
  heartbeatMs?: number;
  /** Awaited before each heartbeat and each page: tests hold a runner here to play a hung process. */
  pausePoint?: () => Promise<void>;
}

export const DEFAULT_LEASE_MS = 10_000;
/** A takeover or heartbeat never waits long on a lease row a page transaction holds. */
const LEASE_LOCK_TIMEOUT = '1s';

/** A page found its lease taken over: its transaction is rolled back. */
export class LeaseLost extends Error {}

/** This runner's name in `projection_leases.owner`: host and process, and which runner of the process. */
export const newOwnerId = () => `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

export function createLeaseSession(pool: pg.Pool, owner: string, times: LeaseTimes = {}): LeaseSession {
  const durationMs = times.leaseMs ?? DEFAULT_LEASE_MS;
  const held = new Map<string, Lease>();
  const connection = createSerialConnection(pool);

  const heartbeat = async () => {
    await times.pausePoint?.();
    if (held.size === 0) return;
    const leases = [...held.values()];
    const { rows } = await connection.query<{ name: string }>(
      `update projection_leases l
          set heartbeat_at = now(), expires_at = now() + $3 * interval '1 millisecond',
              owner_pid = pg_backend_pid()
         from unnest($1::text[], $2::bigint[]) as v(name, epoch)
        where l.name = v.name and l.epoch = v.epoch
       returning l.name`,
      [leases.map((lease) => lease.name), leases.map((lease) => lease.epoch), durationMs],
    );
    const renewed = new Set(rows.map((row) => row.name));
    for (const lease of leases)
      if (!renewed.has(lease.name) && held.get(lease.name) === lease) held.delete(lease.name);
  };
  let beating = Promise.resolve();
  // A failed heartbeat keeps the leases: pages renew them too, and find out in their transaction if not.
  const timer = setInterval(
    () => {
      beating = beating.then(heartbeat).catch(() => undefined);
    },
    times.heartbeatMs ?? Math.round(durationMs / 3),
  );
  timer.unref();

  return {
    async tryAcquire(name) {
      try {
        const { rows } = await connection.query<{ epoch: string }>(
          `insert into projection_leases as l (name, owner, owner_pid, epoch, acquired_at, heartbeat_at, expires_at)
           values ($1, $2, pg_backend_pid(), 1, now(), now(), now() + $3 * interval '1 millisecond')
           on conflict (name) do update
              set owner = excluded.owner, owner_pid = excluded.owner_pid, epoch = l.epoch + 1,
                  acquired_at = now(), heartbeat_at = now(), expires_at = excluded.expires_at
            where l.expires_at <= now()
               or not exists (select from pg_stat_activity a where a.pid = l.owner_pid)
           returning epoch`,
          [name, owner, durationMs],
        );
        if (!rows[0]) return null;
        const lease = { name, epoch: Number(rows[0].epoch), durationMs };
        held.set(name, lease);
        return lease;
      } catch {
        return null; // Database out of reach, or the lease row busy: the caller tries again.
      }
    },
    stillHeld: (name) => held.has(name),
    lost: (name) => void held.delete(name),
    async release(name) {
      const lease = held.get(name);
      if (!lease) return;
      held.delete(name);
      await connection
        .query(
          `update projection_leases set expires_at = now(), owner_pid = null where name = $1 and epoch = $2`,
          [name, lease.epoch],
        )
        .catch(() => undefined);
    },
    async close() {
      clearInterval(timer);
      await beating;
      held.clear();
      await connection.close();
    },
  };
}

/**
 * In the caller's transaction: renews each lease that is still at its epoch, and throws `LeaseLost` if
 * any is not. The renewal locks the lease rows until commit, so a takeover waits for the page or the
 * page sees the takeover: never both. Should the owner hang with the transaction open, Postgres ends it
 * after half a lease time idle, so the rows it locked (and the log's readers) wait no longer than that.
 */
export async function fenceLeasesIn(
  trx: Transaction<ReadModelTables>,
  leases: readonly Lease[],
): Promise<void> {
  if (leases.length === 0) return;
  const sorted = [...leases].sort((a, b) => (a.name < b.name ? -1 : 1));
  const idleLimitMs = Math.ceil(Math.min(...leases.map((lease) => lease.durationMs)) / 2);
  const { rows } = await sql<{ name: string }>`
    with idle_limit as (select set_config('idle_in_transaction_session_timeout', ${String(idleLimitMs)}, true))
    update projection_leases l
       set heartbeat_at = now(), expires_at = now() + v.duration_ms * interval '1 millisecond'
      from idle_limit, unnest(${sorted.map((lease) => lease.name)}::text[], ${sorted.map((lease) => lease.epoch)}::bigint[],
                  ${sorted.map((lease) => lease.durationMs)}::int[]) as v(name, epoch, duration_ms)
     where l.name = v.name and l.epoch = v.epoch
    returning l.name`.execute(trx);
  if (rows.length < leases.length) {
    const renewed = new Set(rows.map((row) => row.name));
    const lost = sorted.filter((lease) => !renewed.has(lease.name)).map((lease) => lease.name);
    throw new LeaseLost(`Lease taken over: ${lost.join(', ')}`);
  }
}

/**
 * One connection for a runner's lease statements, one at a time (pg no longer queues concurrent queries on
 * a client): its backend pid is the owner's in the lease rows, so a standby sees at once when it is gone.
 */
function createSerialConnection(pool: pg.Pool) {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<pg.PoolClient> | null = null;

  const drop = (dead: pg.PoolClient) => {
    if (client !== dead) return;
    client = null;
    dead.release(true);
  };
  const connect = async (): Promise<pg.PoolClient> => {
    if (client) return client;
    connecting ??= pool
      .connect()
      .then(async (fresh) => {
        fresh.on('error', () => drop(fresh));
        await fresh.query(`set lock_timeout = '${LEASE_LOCK_TIMEOUT}'`);
        client = fresh;
        return fresh;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };
  const run = async <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    const session = await connect();
    try {
      return await session.query<Row>(text, values);
    } catch (error) {
      if (isConnectionError(error)) drop(session);
      throw error;
    }
  };
  let last: Promise<unknown> = Promise.resolve();
  return {
    query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const next = last.then(() => run<Row>(text, values));
      last = next.catch(() => undefined);
      return next;
    },
    async close() {
      await last;
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      open?.release(true);
    },
  };
}
