import type { Kysely } from 'kysely';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { allProjections } from '../all-projections.ts';
import { readCheckpoint } from './checkpoints.ts';

export interface ProjectionStatus {
  name: string;
  /** Global positions between the checkpoint and the head of the log (an upper bound on events). */
  lagEvents: number;
  /** How long the oldest event not yet applied has been waiting. */
  lagSeconds: number;
  parked: null | { position: string; eventId: string; error: string; parkedAt: string };
}

/** Lag and parked state of every projection, for /api/health and the admin page. */
export async function projectionStatuses(
  db: Kysely<ReadModelTables>,
  store: EventStore,
): Promise<ProjectionStatus[]> {
  const head = await store.headPosition();
  const names = new Set(
    (await db.selectFrom('projection_checkpoints').select('name').execute()).map((r) => r.name),
  );
  return Promise.all(
    allProjections.map(async ({ name }): Promise<ProjectionStatus> => {
      const checkpoint = names.has(name) ? await readCheckpoint(db, name) : null;
      const applied = checkpoint?.globalPosition ?? 0n;
      const lagEvents = head && head.globalPosition > applied ? Number(head.globalPosition - applied) : 0;
      const [oldestWaiting] =
        lagEvents > 0 ? await store.readAll({ from: checkpoint?.position ?? 'start', limit: 1 }) : [];
      const lagSeconds = oldestWaiting
        ? Math.max(0, (Date.now() - oldestWaiting.createdAt.getTime()) / 1000)
        : 0;
      const parked = checkpoint?.parked;
      return {
        name,
        lagEvents,
        lagSeconds: Math.round(lagSeconds * 10) / 10,
        parked: parked ? { ...parked, parkedAt: parked.parkedAt.toISOString() } : null,
      };
    }),
  );
}
