import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { advanceCheckpoint, ensureCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import {
  applyEvents,
  applyPageAfter,
  createTransientFailures,
  notifyChanges,
  skippedEventsIn,
  useSearchPath,
} from './page-transaction.ts';

export interface RebuildOptions {
  db: Kysely<ReadModelTables>;
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  onProgress?: (applied: bigint, head: bigint) => void;
  /** Events per page of the replay; each page is one transaction per projection. */
  batchSize?: number;
  /**
   * How long the swap waits for its locks on the live tables before it gives way and tries again: a
   * waiting ACCESS EXCLUSIVE request would queue every reader of those tables behind it.
   */
  swapLockTimeoutMs?: number;
  /** Called each time the swap gave way to a read that still holds a live table. */
  onSwapWait?: () => void;
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
const SWAP_LOCK_TIMEOUT_MS = 1_000;
/** After this long giving way, the rebuild gives up with the error; a new rebuild starts afresh. */
const SWAP_PATIENCE_MS = 10 * 60_000;
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Replays the log from position 0 into shadow copies of the projection's tables, then swaps them in.
 * The live tables keep serving (and the live runner keeps applying new events) until the swap.
 */
export async function rebuildProjection(
  projection: Projection,
  options: RebuildOptions,
): Promise<'rebuilt' | 'parked'> {
  const { onProgress } = options;
  const [report] = await rebuildProjections([projection], {
    ...options,
    onProgress: onProgress && ((_name, applied, head) => onProgress(applied, head)),
  });
  return report!.outcome;
}

/**
 * Rebuilds several projections in one pass over the log, as Marten and Emmett do: each projection
 * replays into its own shadow schema with its own checkpoint (`<name>~rebuild`); each page is read
 * once and applied to every shadow in turn. Then one transaction locks the live checkpoints (a live
 * runner waits there), applies what was appended meanwhile, and puts the shadow tables in place of the
 * live ones. A projection that parks during its replay is left as it was, live tables untouched.
 */
export async function rebuildProjections(
  projections: readonly Projection[],
  options: Omit<RebuildOptions, 'onProgress'> & {
    onProgress?: (name: string, applied: bigint, head: bigint) => void;
  },
): Promise<RebuildReport[]> {
  const lock = await takeRebuildLocks(options.pool, projections);
  try {
    const shadows = projections.map(shadowOf);
    for (const shadow of shadows) await createShadow(options.db, shadow);
    const head = (await options.store.headPosition())?.globalPosition ?? 0n;
    const reports = await replayIntoShadows(shadows, options, head);
    const rebuilt = shadows.filter((_, index) => reports[index]!.outcome === 'rebuilt');
    if (rebuilt.length > 0) await swapIn(rebuilt, options);
    for (const shadow of shadows) await dropShadow(options.db, shadow);
    return reports;
  } finally {
    await lock.release();
  }
}

interface Shadow {
  projection: Projection;
  /** The schema holding the copies of its tables. */
  schema: string;
  /** Its checkpoint row while it replays. */
  checkpoint: string;
}

const shadowOf = (projection: Projection): Shadow => ({
  projection,
  schema: `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`,
  checkpoint: `${projection.name}~rebuild`,
});

/** One rebuild of a projection at a time: a second one would share its shadow schema. */
async function takeRebuildLocks(pool: pg.Pool, projections: readonly Projection[]) {
  const client = await pool.connect();
  const keys = projections.map((projection) => `rebuild:${projection.name}`);
  const { rows } = await client.query<{ taken: boolean }>(
    'select pg_try_advisory_lock(hashtext(key)) as taken from unnest($1::text[]) as key',
    [keys],
  );
  const release = async () => {
    await client.query('select pg_advisory_unlock_all()').catch(() => {});
    client.release();
  };
  if (rows.some((row) => !row.taken)) {
    await release();
    throw new Error(`A rebuild of ${projections.map((p) => p.name).join(', ')} is already running`);
  }
  return { release };
}

/** Empty copies of the projection's tables (columns, defaults, constraints, indexes) and a fresh checkpoint. */
async function createShadow(db: Kysely<ReadModelTables>, shadow: Shadow): Promise<void> {
  await dropShadow(db, shadow);
  await db.transaction().execute(async (trx) => {
    await sql`create schema ${sql.id(shadow.schema)}`.execute(trx);
    for (const table of shadow.projection.tables) {
      await sql`create table ${sql.id(shadow.schema, table)} (like ${sql.id('public', table)} including all)`.execute(
        trx,
      );
    }
  });
  await ensureCheckpoint(db, shadow.checkpoint);
  await ensureCheckpoint(db, shadow.projection.name);
}

async function dropShadow(db: Kysely<ReadModelTables>, shadow: Shadow): Promise<void> {
  await sql`drop schema if exists ${sql.id(shadow.schema)} cascade`.execute(db);
  await db.deleteFrom('projection_checkpoints').where('name', '=', shadow.checkpoint).execute();
}

/** Every shadow schema of a rebuild: a projection that reads another's tables reads their rebuilt copies too. */
const searchPathOf = (shadows: readonly Shadow[]) => shadows.map((shadow) => shadow.schema);

async function replayIntoShadows(
  shadows: readonly Shadow[],
  options: Parameters<typeof rebuildProjections>[1],
  head: bigint,
): Promise<RebuildReport[]> {
  const limit = options.batchSize ?? REBUILD_BATCH_SIZE;
  const searchPath = searchPathOf(shadows);
  const reports = shadows.map((shadow): RebuildReport => ({
    name: shadow.projection.name,
    outcome: 'rebuilt',
    applyMs: 0,
    events: 0,
  }));
  let active = shadows.map((shadow, index) => ({ shadow, report: reports[index]! }));
  const pageOptions = {
    ...options,
    transientFailures: createTransientFailures(),
    skippedEvents: skippedEventsIn(options.store),
  };
  let from: LogPosition | 'start' = 'start';
  let page: RecordedEvent[] = await options.store.readAll({ from, limit });
  while (page.length > 0 && active.length > 0) {
    const last = page.at(-1)!;
    // Read the next page while this one is applied.
    const nextPage = options.store.readAll({ from: last.logPosition, limit });
    nextPage.catch(() => {});
    const stillActive: typeof active = [];
    for (const entry of active) {
      const { projection, checkpoint } = entry.shadow;
      const started = performance.now();
      const target = { checkpoint, searchPath, notify: false };
      const outcome = await applyPageAfter(projection, pageOptions, from, page, target);
      entry.report.applyMs += performance.now() - started;
      entry.report.events += page.length;
      if (outcome === 'applied') {
        stillActive.push(entry);
        options.onProgress?.(projection.name, last.globalPosition, head);
      } else entry.report.outcome = 'parked';
    }
    active = stillActive;
    from = last.logPosition;
    page = await nextPage;
  }
  return reports;
}

/**
 * Swaps the shadows in, giving way while a long read holds a live table: each try waits for its locks
 * only `swapLockTimeoutMs`, then lets the readers through and tries again. The shadow tables stay as
 * they are between tries, so nothing is replayed again.
 */
async function swapIn(
  shadows: readonly Shadow[],
  options: Parameters<typeof rebuildProjections>[1],
): Promise<void> {
  const giveUpAt = Date.now() + SWAP_PATIENCE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await trySwapIn(shadows, options);
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || Date.now() > giveUpAt) throw error;
      options.onSwapWait?.();
      options.logger.info('rebuild swap waits for a long read of the live tables', { attempt });
      await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 5_000)));
    }
  }
}

/**
 * The swap, in one transaction: live runners of these projections wait on their checkpoint rows, the
 * shadows apply what was appended since their replay, then take the live tables' place and position.
 */
async function trySwapIn(
  shadows: readonly Shadow[],
  options: Parameters<typeof rebuildProjections>[1],
): Promise<void> {
  const limit = options.batchSize ?? REBUILD_BATCH_SIZE;
  const lockTimeoutMs = options.swapLockTimeoutMs ?? SWAP_LOCK_TIMEOUT_MS;
  await options.db.transaction().execute(async (trx) => {
    await sql`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`.execute(trx);
    const names = shadows.map((shadow) => shadow.projection.name).sort();
    for (const name of names) await readCheckpoint(trx, name, true);
    const liveTables = shadows.flatMap((shadow) => shadow.projection.tables).map((t) => sql.id('public', t));
    await sql`lock table ${sql.join(liveTables)} in access exclusive mode`.execute(trx);
    await useSearchPath(trx, searchPathOf(shadows));
    let { position } = await readCheckpoint(trx, shadows[0]!.checkpoint);
    for (let page = await options.store.readAll({ from: position, limit }); page.length > 0;) {
      for (const { projection, checkpoint } of shadows) {
        await applyEvents(projection, trx, page);
        await advanceCheckpoint(trx, checkpoint, page.at(-1)!);
      }
      position = page.at(-1)!.logPosition;
      page = await options.store.readAll({ from: position, limit });
    }
    for (const shadow of shadows) {
      for (const table of shadow.projection.tables) await replaceTable(trx, shadow.schema, table);
      await takeShadowPosition(trx, shadow);
      // An empty id list tells live dashboards that many rows changed: they refetch.
      const audiences = ['public', 'admin'] as const;
      await notifyChanges(
        trx,
        audiences.map((audience) => ({ projection: shadow.projection.name, audience, ids: [] })),
      );
    }
  });
}

/** The shadow table takes the live one's place, and its indexes the live ones' names. */
async function replaceTable(trx: Transaction<ReadModelTables>, schema: string, table: string): Promise<void> {
  const liveNames = await indexesByDefinition(trx, 'public', table);
  const shadowNames = await indexesByDefinition(trx, schema, table);
  await sql`drop table ${sql.id('public', table)}`.execute(trx);
  await sql`alter table ${sql.id(schema, table)} set schema public`.execute(trx);
  for (const [definition, name] of shadowNames) {
    const liveName = liveNames.get(definition);
    if (liveName && liveName !== name) {
      await sql`alter index ${sql.id('public', name)} rename to ${sql.id(liveName)}`.execute(trx);
    }
  }
}

/** Index name by definition (`CREATE INDEX <name> ON <schema>.<table> …` without the name and schema). */
async function indexesByDefinition(trx: Transaction<ReadModelTables>, schema: string, table: string) {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = ${schema} and tablename = ${table}`.execute(
    trx,
  );
  return new Map(rows.map((row) => [row.indexdef.replace(/INDEX \S+ ON \S+ /, 'INDEX ON '), row.indexname]));
}

async function takeShadowPosition(trx: Transaction<ReadModelTables>, shadow: Shadow): Promise<void> {
  await sql`
    update projection_checkpoints as live
    set commit_position = shadow.commit_position, prepare_position = shadow.prepare_position,
        global_position = shadow.global_position, last_event_at = shadow.last_event_at, updated_at = now(),
        parked_position = null, parked_event_id = null, parked_error = null, parked_at = null,
        parked_commit = null, parked_prepare = null
    from projection_checkpoints as shadow
    where live.name = ${shadow.projection.name} and shadow.name = ${shadow.checkpoint}`.execute(trx);
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
