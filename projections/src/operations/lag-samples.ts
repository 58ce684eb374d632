import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { followerStatuses } from '../runner/projection-status.ts';

export interface LagSample {
  at: string;
  position: number;
  lagEvents: number;
  lagSeconds: number;
}

/** Long enough for the operations page's last hour, short enough to stay a small table. */
const KEEP_SAMPLES = '2 hours';

/**
 * One sample of every projection's and reactor's position and lag. Several runners may sample: one
 * sample per interval is kept, the first (another runner sampled less than half an interval ago: none).
 */
export async function recordLagSamples(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  intervalMs: number,
): Promise<void> {
  const statuses = await followerStatuses(db, store);
  await db.transaction().execute(async (trx) => {
    // One sampler at a time decides whether this interval has its sample.
    await sql`lock table projection_lag_samples in share row exclusive mode`.execute(trx);
    const recent = await trx
      .selectFrom('projection_lag_samples')
      .select('name')
      .where('sampled_at', '>', sql<Date>`now() - make_interval(secs => ${intervalMs / 2000})`)
      .executeTakeFirst();
    if (recent) return;
    await trx
      .deleteFrom('projection_lag_samples')
      .where('sampled_at', '<', sql<Date>`now() - ${KEEP_SAMPLES}::interval`)
      .execute();
    if (statuses.length === 0) return;
    await trx
      .insertInto('projection_lag_samples')
      .values(
        statuses.map((status) => ({
          name: status.name,
          sampled_at: sql<Date>`now()`,
          global_position: status.position,
          lag_events: status.lagEvents,
          lag_seconds: status.lagSeconds,
        })),
      )
      .execute();
  });
}

/** Samples every `intervalMs` until stopped; a failed sample is logged and the next one tried. */
export function startLagSampler(options: {
  db: Kysely<ReadModelTables>;
  store: EventStore;
  logger: Logger;
  intervalMs: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sample = () => {
    running = recordLagSamples(options.db, options.store, options.intervalMs).catch((error: unknown) =>
      options.logger.warn('lag sample failed', { error: String(error) }),
    );
  };
  sample();
  const timer = setInterval(sample, options.intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The samples of the last `seconds`, oldest first, by projection or reactor name. */
export async function readLagHistory(
  db: Kysely<ReadModelTables>,
  seconds: number,
): Promise<Map<string, LagSample[]>> {
  const rows = await db
    .selectFrom('projection_lag_samples')
    .selectAll()
    .where('sampled_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .orderBy('sampled_at')
    .execute();
  const history = new Map<string, LagSample[]>();
  for (const row of rows) {
    const samples = history.get(row.name) ?? [];
    samples.push({
      at: row.sampled_at.toISOString(),
      position: Number(row.global_position),
      lagEvents: row.lag_events,
      lagSeconds: row.lag_seconds,
    });
    history.set(row.name, samples);
  }
  return history;
}
