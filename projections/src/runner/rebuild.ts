import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { applyPageAfter, catchUp, tryTakeLock } from './projection-runner.ts';

export interface RebuildOptions {
  db: Kysely<ReadModelTables>;
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  onProgress?: (applied: bigint, head: bigint) => void;
  /** Events per page of the replay; each page is one transaction per projection. */
  batchSize?: number;
}

export interface RebuildReport {
  name: string;
  outcome: 'rebuilt' | 'parked';
  /** Time spent applying pages and advancing the checkpoint (reading the log is shared, not counted). */
  applyMs: number;
  /** Events this rebuild read and applied or skipped for the projection. */
  events: number;
}

const REBUILD_BATCH_SIZE = 5_000;

/**
 * Truncates the projection's tables and replays the log from position 0. The reset locks the
 * checkpoint row, so a live runner's batch either finished before it or starts again after it. If no
 * runner holds the projection, the replay runs here; otherwise we watch the live runner replay it.
 */
export async function rebuildProjection(
  projection: Projection,
  options: RebuildOptions,
): Promise<'rebuilt' | 'parked'> {
  const [report] = await rebuildProjections([projection], {
    ...options,
    onProgress: options.onProgress && ((_name, applied, head) => options.onProgress!(applied, head)),
  });
  return report!.outcome;
}

/**
 * Rebuilds several projections in one pass over the log: each page is read once and applied to every
 * projection in turn, each in its own transaction with its checkpoint. Projections a live runner holds
 * are left to it and watched.
 */
export async function rebuildProjections(
  projections: readonly Projection[],
  options: Omit<RebuildOptions, 'onProgress'> & {
    onProgress?: (name: string, applied: bigint, head: bigint) => void;
  },
): Promise<RebuildReport[]> {
  for (const projection of projections) await reset(projection, options.db);
  const head = (await options.store.headPosition())?.globalPosition ?? 0n;
  const locks = new Map<string, pg.PoolClient>();
  for (const projection of projections) {
    const lock = await tryTakeLock(options.pool, projection.name);
    if (lock) locks.set(projection.name, lock);
  }
  try {
    const ours = projections.filter((projection) => locks.has(projection.name));
    const reports = await replayTogether(ours, options, head);
    for (const projection of projections) {
      if (!locks.has(projection.name)) reports.push(await watchLiveRunner(projection, options, head));
    }
    return projections.map((projection) => reports.find((report) => report.name === projection.name)!);
  } finally {
    for (const [name, lock] of locks) {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [`projection:${name}`]).catch(() => {});
      lock.release();
    }
  }
}

async function reset(projection: Projection, db: Kysely<ReadModelTables>): Promise<void> {
  await ensureCheckpoint(db, projection.name);
  await db.transaction().execute(async (trx) => {
    await readCheckpoint(trx, projection.name, true);
    if (projection.tables.length > 0) {
      await sql`truncate ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(trx);
    }
    await resetCheckpoint(trx, projection.name);
  });
}

async function replayTogether(
  projections: readonly Projection[],
  options: Parameters<typeof rebuildProjections>[1],
  head: bigint,
): Promise<RebuildReport[]> {
  const limit = options.batchSize ?? REBUILD_BATCH_SIZE;
  const reports = projections.map((projection): RebuildReport => ({
    name: projection.name,
    outcome: 'rebuilt',
    applyMs: 0,
    events: 0,
  }));
  let active = projections.map((projection, index) => ({ projection, report: reports[index]! }));
  const strays: typeof active = [];
  let from: LogPosition | 'start' = 'start';
  let page: RecordedEvent[] = await options.store.readAll({ from, limit });
  while (page.length > 0 && active.length > 0) {
    const last = page.at(-1)!;
    // Read the next page while this one is applied.
    const nextPage = options.store.readAll({ from: last.logPosition, limit });
    nextPage.catch(() => {});
    const stillActive: typeof active = [];
    for (const entry of active) {
      const started = performance.now();
      const outcome = await applyPageAfter(entry.projection, options, from, page);
      entry.report.applyMs += performance.now() - started;
      if (outcome === 'applied') {
        entry.report.events += page.length;
        stillActive.push(entry);
        options.onProgress?.(entry.projection.name, last.globalPosition, head);
      } else if (outcome === 'parked') entry.report.outcome = 'parked';
      else strays.push(entry);
    }
    active = stillActive;
    from = last.logPosition;
    page = await nextPage;
  }
  // Reset again by someone else meanwhile: replay those on their own.
  for (const { projection, report } of strays) {
    const started = performance.now();
    const outcome = await catchUp(projection, { ...options, batchSize: limit });
    report.applyMs += performance.now() - started;
    report.outcome = outcome === 'parked' ? 'parked' : 'rebuilt';
  }
  return reports;
}

async function watchLiveRunner(
  projection: Projection,
  options: Parameters<typeof rebuildProjections>[1],
  head: bigint,
): Promise<RebuildReport> {
  const started = performance.now();
  for (;;) {
    const checkpoint = await readCheckpoint(options.db, projection.name);
    options.onProgress?.(projection.name, checkpoint.globalPosition, head);
    const done = checkpoint.parked ? 'parked' : checkpoint.globalPosition >= head ? 'rebuilt' : null;
    if (done) {
      return { name: projection.name, outcome: done, applyMs: performance.now() - started, events: 0 };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One line per projection: outcome, events and the rate of applying them. */
export function formatRebuildReports(reports: readonly RebuildReport[], totalMs: number): string {
  const lines = reports.map((report) => {
    const rate = report.applyMs > 0 ? Math.round(report.events / (report.applyMs / 1000)) : 0;
    const seconds = (report.applyMs / 1000).toFixed(1);
    return `${report.name}: ${report.outcome}, ${report.events} events applied in ${seconds} s (${rate} events/s)`;
  });
  return [...lines, `total: ${(totalMs / 1000).toFixed(1)} s`].join('\n');
}
