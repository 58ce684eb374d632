import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  projectionOperationsDecider,
  type ParkedAt,
  type ProjectionEventSkipped,
} from './projection-skip.ts';

const now = new Date('2026-11-27T12:00:00Z');
const parked: ParkedAt = {
  eventId: '6bdf80b0-3760-425e-b645-0df4b045a664',
  eventType: 'reviews.ReviewApproved',
  position: '131',
  error: 'Error: Review not found',
};
const target = { projection: 'reviews', eventId: parked.eventId, parked, now };
const reason = 'An approval of a review never submitted.';
const skipped: ProjectionEventSkipped = {
  type: 'operations.ProjectionEventSkipped',
  data: {
    projection: 'reviews',
    eventId: parked.eventId,
    eventType: parked.eventType,
    position: '131',
    reason,
    skippedAt: now.toISOString(),
  },
};
const spec = deciderSpec(projectionOperationsDecider);

describe('skipping or retrying a parked projection’s event', () => {
  it('skips the event it is parked at, with its type, position and the reason', () => {
    spec
      .given([])
      .when({ kind: 'SkipParkedEvent', ...target, reason })
      .then([skipped]);
  });

  it('records a skip once', () => {
    spec
      .given([skipped])
      .when({ kind: 'SkipParkedEvent', ...target, reason })
      .then([]);
  });

  it('asks for a reason in a sentence', () => {
    spec
      .given([])
      .when({ kind: 'SkipParkedEvent', ...target, reason: ' bug ' })
      .thenThrows('invalid');
  });

  it('retries the event it is parked at, recording the error it was parked with', () => {
    spec
      .given([skipped])
      .when({ kind: 'RetryParkedEvent', ...target })
      .then([
        {
          type: 'operations.ProjectionRetryRequested',
          data: {
            projection: 'reviews',
            eventId: parked.eventId,
            position: '131',
            error: parked.error,
            requestedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses either when the projection is not parked, or parked at another event', () => {
    for (const kind of ['SkipParkedEvent', 'RetryParkedEvent'] as const) {
      spec
        .given([])
        .when({ kind, ...target, reason, parked: null })
        .thenThrows('conflict', 'not parked');
      spec
        .given([])
        .when({ kind, ...target, reason, eventId: 'a8a1c3b2-0000-4000-8000-000000000000' })
        .thenThrows('conflict', `parked at event ${parked.eventId}`);
    }
  });
});
