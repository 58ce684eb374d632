import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { reviewsProjection } from '@nsg/projections/reviews/reviews-projection.ts';

/**
 * Loaded with `--import` before the projection process: a bug in the reviews projector that throws on
 * one review the domain accepts. Starting the process without it is "deploying the fix".
 */
export const POISON_TITLE = 'A title the projector chokes on';

const apply = reviewsProjection.apply.bind(reviewsProjection);
reviewsProjection.apply = async (db, event: RecordedEvent) => {
  if ((event.data as { title?: string }).title === POISON_TITLE)
    throw new Error('Cannot read properties of undefined (reading "rating")');
  return apply(db, event);
};
