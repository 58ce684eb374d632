import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { catchUp, tryTakeLock } from './projection-runner.ts';

export interface RebuildOptions {
  db: Kysely<ReadModelTables>;
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  onProgress?: (applied: bigint, head: bigint) => void;
}

/**
 * Truncates the projection's tables and replays the log from position 0. The reset locks the
 * checkpoint row, so a live runner's batch either finished before it or starts again after it. If no
 * runner holds the projection, the replay runs here; otherwise we watch the live runner replay it.
 */
export async function rebuildProjection(
  projection: Projection,
  options: RebuildOptions,
): Promise<'rebuilt' | 'parked'> {
  const { db, store } = options;
  await ensureCheckpoint(db, projection.name);
  await db.transaction().execute(async (trx) => {
    await readCheckpoint(trx, projection.name, true);
    await sql`truncate ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(trx);
    await resetCheckpoint(trx, projection.name);
  });
  const head = (await store.headPosition())?.globalPosition ?? 0n;
  const report = async () =>
    options.onProgress?.((await readCheckpoint(db, projection.name)).globalPosition, head);

  const lock = await tryTakeLock(options.pool, projection.name);
  if (lock) {
    try {
      const outcome = await catchUp(projection, options, report);
      await report();
      return outcome === 'parked' ? 'parked' : 'rebuilt';
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [`projection:${projection.name}`]);
      lock.release();
    }
  }
  for (;;) {
    const checkpoint = await readCheckpoint(db, projection.name);
    options.onProgress?.(checkpoint.globalPosition, head);
    if (checkpoint.parked) return 'parked';
    if (checkpoint.globalPosition >= head) return 'rebuilt';
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
