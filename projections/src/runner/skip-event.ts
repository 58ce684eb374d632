import type { Kysely } from 'kysely';
import {
  projectionSkipsStreamId,
  skipReasonSchema,
  type ProjectionEventSkipped,
} from '@nsg/domain/operations/projection-skip.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoint } from './checkpoints.ts';

/**
 * Records that `projection` is to move past the event it is parked at. Only that event: a skip is a
 * decision about one stored event an operator has looked at, never a way to silence a projection.
 * The parked loop wakes on the append, tries again and steps over it.
 */
export async function skipParkedEvent(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  request: { projection: string; eventId: string; reason: string; operator: string; now: Date },
): Promise<ProjectionEventSkipped['data']> {
  const reason = skipReasonSchema.safeParse(request.reason);
  if (!reason.success) throw new Error(reason.error.issues[0]!.message);
  const checkpoint = await readCheckpoint(db, request.projection).catch(() => null);
  if (!checkpoint) throw new Error(`No projection is called ${request.projection}`);
  if (!checkpoint.parked) throw new Error(`${request.projection} is not parked: there is nothing to skip`);
  if (checkpoint.parked.eventId !== request.eventId)
    throw new Error(
      `${request.projection} is parked at event ${checkpoint.parked.eventId}, not ${request.eventId}`,
    );
  const skipped = await eventTypeOf(store, checkpoint.position, request.eventId);
  const data: ProjectionEventSkipped['data'] = {
    projection: request.projection,
    eventId: request.eventId,
    eventType: skipped,
    position: checkpoint.parked.position,
    reason: reason.data,
    skippedAt: request.now.toISOString(),
  };
  const streamId = projectionSkipsStreamId(request.projection);
  await store.append(
    streamId,
    toNewEvents(
      [{ type: 'operations.ProjectionEventSkipped', data }],
      { actor: `operator:${request.operator}`, correlationId: newId() },
      streamId,
    ),
    { expectedRevision: 'any' },
  );
  return data;
}

/** A parked projection's checkpoint stands just before the event it is parked at. */
async function eventTypeOf(store: EventStore, checkpoint: LogPosition | 'start', eventId: string) {
  const [event] = await store.readAll({ from: checkpoint, limit: 1 }).catch(() => []);
  return event?.eventId === eventId ? event.type : 'unknown';
}
