import { randomUUID } from 'node:crypto';
import { reviewStreamId } from '@nsg/domain/reviews/review.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import type { TestApp } from './test-app.ts';

/**
 * Parks the reviews projection for good: an approval of a review that was never submitted, which its
 * projector cannot apply however often it tries. Resolves once it is parked at that event.
 */
export async function parkReviewsProjection(t: TestApp): Promise<{ eventId: string; position: string }> {
  const reviewId = randomUUID();
  const streamId = reviewStreamId(reviewId);
  const [approval] = toNewEvents(
    [
      {
        type: 'reviews.ReviewApproved',
        data: { reviewId, moderatorId: 'admin:test', note: null, moderatedAt: new Date().toISOString() },
      },
    ],
    { actor: 'admin:test', correlationId: randomUUID() },
    streamId,
  );
  const appended = await t.deps.store.append(streamId, [approval!], { expectedRevision: 'no_stream' });
  await waitForParkedAt(t, approval!.eventId);
  return { eventId: approval!.eventId, position: appended.globalPosition.toString() };
}

/** Resolves once the reviews projection is parked at `eventId`, parked since after `since`. */
export async function waitForParkedAt(t: TestApp, eventId: string, since = new Date(0)): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { parked } = await readCheckpoint(t.deps.db, 'reviews');
    if (parked?.eventId === eventId && parked.parkedAt > since) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The reviews projection did not park at ${eventId} within 30 s`);
}
