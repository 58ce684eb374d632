import type { Kysely } from 'kysely';
import {
  projectionOperationsDecider,
  projectionSkipsStreamId,
  type ParkedAt,
  type ProjectionEventSkipped,
  type ProjectionRetryRequested,
} from '@nsg/domain/operations/projection-skip.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { handleCommand, type CommandResult } from '@nsg/platform/event-store/handle-command.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { readCheckpoint } from './checkpoints.ts';

interface ParkedEventRequest {
  projection: string;
  eventId: string;
  now: Date;
}

/**
 * Records that `projection` is to move past the event it is parked at. Only that event: a skip is a
 * decision about one stored event an operator has looked at, never a way to silence a projection.
 * The parked loop wakes on the append, tries again and steps over it.
 */
export async function skipParkedEvent(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  request: ParkedEventRequest & { reason: string },
  context: CommandContext,
): Promise<ProjectionEventSkipped['data']> {
  const parked = await parkedAt(db, store, request.projection);
  const outcome = await handleCommand(
    store,
    projectionOperationsDecider,
    projectionSkipsStreamId(request.projection),
    { kind: 'SkipParkedEvent', ...request, parked },
    context,
    { expectedRevision: 'any' },
  );
  // Nothing appended: this very event was skipped before and the runner has not stepped over it yet.
  return (eventOf(outcome) as ProjectionEventSkipped | undefined)?.data ?? skipOf(request, parked!);
}

/**
 * Records that `projection` is to try the event it is parked at again now, once a fix is deployed: the
 * parked loop wakes on the append and retries from the parked position; if the event still fails, the
 * projection parks again with the new error.
 */
export async function retryParkedEvent(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  request: ParkedEventRequest,
  context: CommandContext,
): Promise<ProjectionRetryRequested['data']> {
  const parked = await parkedAt(db, store, request.projection);
  const outcome = await handleCommand(
    store,
    projectionOperationsDecider,
    projectionSkipsStreamId(request.projection),
    { kind: 'RetryParkedEvent', ...request, parked },
    context,
    { expectedRevision: 'any' },
  );
  return (eventOf(outcome) as ProjectionRetryRequested).data;
}

const eventOf = (outcome: CommandResult<ProjectionEventSkipped | ProjectionRetryRequested>) =>
  outcome.events[0];

const skipOf = (
  request: ParkedEventRequest & { reason: string },
  parked: ParkedAt,
): ProjectionEventSkipped['data'] => ({
  projection: request.projection,
  eventId: request.eventId,
  eventType: parked.eventType,
  position: parked.position,
  reason: request.reason,
  skippedAt: request.now.toISOString(),
});

/** The event `projection` is parked at, with its type; null when it is not parked. */
async function parkedAt(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  projection: string,
): Promise<ParkedAt | null> {
  const checkpoint = await readCheckpoint(db, projection).catch(() => null);
  if (!checkpoint) throw new DomainError('not_found', `No projection is called ${projection}`);
  if (!checkpoint.parked) return null;
  const { eventId, position, error } = checkpoint.parked;
  return { eventId, position, error, eventType: await eventTypeOf(store, checkpoint.position, eventId) };
}

/** A parked projection's checkpoint stands just before the event it is parked at. */
export async function eventTypeOf(store: EventStore, checkpoint: LogPosition | 'start', eventId: string) {
  const [event] = await store.readAll({ from: checkpoint, limit: 1 }).catch(() => []);
  return event?.eventId === eventId ? event.type : 'unknown';
}
