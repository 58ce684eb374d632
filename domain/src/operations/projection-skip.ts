import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/**
 * An operator's recorded way past an event one projection cannot apply (a stored event no upcaster can
 * mend): the projection moves past it as if it did not concern it, the others are untouched, and the
 * audit log keeps who skipped what and why.
 */
export type ProjectionEventSkipped = DomainEvent<
  'operations.ProjectionEventSkipped',
  {
    projection: string;
    eventId: string;
    eventType: string;
    /** The skipped event's global position. */
    position: string;
    reason: string;
    skippedAt: string;
  }
>;

/**
 * An operator asked a parked projection to try its event again now (a fix was deployed): the runner
 * wakes on the append, and parks again with the new error if the event still fails.
 */
export type ProjectionRetryRequested = DomainEvent<
  'operations.ProjectionRetryRequested',
  {
    projection: string;
    eventId: string;
    /** The parked event's global position. */
    position: string;
    /** The error it was parked with when the retry was asked for. */
    error: string;
    requestedAt: string;
  }
>;

export type ProjectionOperationEvent = ProjectionEventSkipped | ProjectionRetryRequested;

export const projectionSkipsStreamId = (projection: string) => `projection_skips-${projection}`;

export const skipReasonSchema = z
  .string('Say why the event is skipped')
  .trim()
  .min(10, 'Say why the event is skipped, in a sentence')
  .max(500, 'The reason must be under 500 characters');

/** Where a projection is parked, as its checkpoint says (null: it is not parked). */
export interface ParkedAt {
  eventId: string;
  eventType: string;
  position: string;
  error: string;
}

interface OperationTarget {
  projection: string;
  /** The event the operator looked at: it must be the one the projection is parked at now. */
  eventId: string;
  parked: ParkedAt | null;
  now: Date;
}

export type ProjectionOperationCommand =
  | ({ kind: 'SkipParkedEvent'; reason: string } & OperationTarget)
  | ({ kind: 'RetryParkedEvent' } & OperationTarget);

/** The events skipped so far: skipping one again records nothing. */
type SkipsState = ReadonlySet<string>;

function parkedAtTheEvent({ projection, eventId, parked }: OperationTarget): ParkedAt {
  if (!parked)
    throw new DomainError('conflict', `${projection} is not parked: there is nothing to skip or retry`);
  if (parked.eventId !== eventId)
    throw new DomainError('conflict', `${projection} is parked at event ${parked.eventId}, not ${eventId}`);
  return parked;
}

function decide(command: ProjectionOperationCommand, skipped: SkipsState): ProjectionOperationEvent[] {
  const parked = parkedAtTheEvent(command);
  const { projection, eventId, now } = command;
  if (command.kind === 'RetryParkedEvent')
    return [
      {
        type: 'operations.ProjectionRetryRequested',
        data: {
          projection,
          eventId,
          position: parked.position,
          error: parked.error,
          requestedAt: now.toISOString(),
        },
      },
    ];
  if (skipped.has(eventId)) return [];
  const reason = skipReasonSchema.safeParse(command.reason);
  if (!reason.success)
    throw new DomainError('invalid', reason.error.issues[0]!.message, {
      reason: reason.error.issues.map((issue) => issue.message),
    });
  return [
    {
      type: 'operations.ProjectionEventSkipped',
      data: {
        projection,
        eventId,
        eventType: parked.eventType,
        position: parked.position,
        reason: reason.data,
        skippedAt: now.toISOString(),
      },
    },
  ];
}

/** One stream per projection: the skips and retries operators recorded for it. */
export const projectionOperationsDecider: Decider<
  ProjectionOperationCommand,
  ProjectionOperationEvent,
  SkipsState
> = {
  initialState: () => new Set(),
  decide,
  evolve: (skipped, event) =>
    event.type === 'operations.ProjectionEventSkipped' ? new Set([...skipped, event.data.eventId]) : skipped,
};
