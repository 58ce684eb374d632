import { z } from 'zod';
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

export const projectionSkipsStreamId = (projection: string) => `projection_skips-${projection}`;

export const skipReasonSchema = z
  .string('Say why the event is skipped')
  .trim()
  .min(10, 'Say why the event is skipped, in a sentence')
  .max(500, 'The reason must be under 500 characters');
