import type pg from 'pg';
import { isConnectionError } from '@nsg/platform/db.ts';

/**
 * A runner process's one connection for its projection locks: a session-level advisory lock per
 * projection it runs, all taken on this connection, instead of a connection pinned per projection.
 * Should the connection die, Postgres drops every lock with it: `stillHeld` says so on the next page,
 * the dead connection is destroyed, and the loops go back to standby to take the locks again.
 */
export interface LockSession {
  tryLock(name: string): Promise<boolean>;
  /** Whether this session still holds the lock: its connection answers and it took the lock on it. */
  stillHeld(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
  /** Ends the connection, and with it every lock. */
  close(): Promise<void>;
}

const lockKey = (name: string) => `projection:${name}`;

export function createLockSession(pool: pg.Pool): LockSession {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<pg.PoolClient> | null = null;
  const held = new Set<string>();
  let probe: Promise<unknown> | null = null;

  const drop = (dead: pg.PoolClient) => {
    if (client !== dead) return;
    client = null;
    held.clear();
    dead.release(true);
  };

  const connection = async (): Promise<pg.PoolClient> => {
    if (client) return client;
    connecting ??= pool
      .connect()
      .then((fresh) => {
        fresh.on('error', () => drop(fresh));
        client = fresh;
        return fresh;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  const run = async <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    const session = await connection();
    try {
      return await session.query<Row>(text, values);
    } catch (error) {
      if (isConnectionError(error)) drop(session);
      throw error;
    }
  };
  // One query at a time on the one connection: pg no longer queues concurrent queries on a client for us.
  let last: Promise<unknown> = Promise.resolve();
  const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const next = last.then(() => run<Row>(text, values));
    last = next.catch(() => undefined);
    return next;
  };

  return {
    async tryLock(name) {
      try {
        const { rows } = await query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [lockKey(name)],
        );
        if (rows[0]?.locked) held.add(name);
        return rows[0]?.locked === true;
      } catch {
        return false; // Database out of reach: no lock this time, the caller tries again.
      }
    },
    async stillHeld(name) {
      if (!held.has(name)) return false;
      try {
        // Loops asking together share one round trip: it proves the one connection, and so every lock.
        probe ??= query('select 1').finally(() => {
          probe = null;
        });
        await probe;
        return held.has(name);
      } catch {
        return false;
      }
    },
    async unlock(name) {
      if (!held.delete(name)) return;
      await query('select pg_advisory_unlock(hashtext($1))', [lockKey(name)]).catch(() => undefined);
    },
    async close() {
      held.clear();
      const last = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      last?.release(true);
    },
  };
}
