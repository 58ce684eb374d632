import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { reviewsProjection } from '@nsg/projections/reviews/reviews-projection.ts';

/**
 * Loaded with `--import` before the projection process: a bug in the reviews projector that throws on
 * one review the domain accepts. Starting the process without it is "deploying the fix".
 */
export const POISON_TITLE = 'A title the projector chokes on';

const isPoison = (event: RecordedEvent) => (event.data as { title?: string }).title === POISON_TITLE;
const fail = () => {
  throw new Error('Cannot read properties of undefined (reading "rating")');
};

// Pages are applied set-based; a page holding the poison fails, and so does the poison alone when the
// runner then applies the page one event at a time, as the real bug would.
const apply = reviewsProjection.apply.bind(reviewsProjection);
reviewsProjection.apply = async (db, events) => (events.some(isPoison) ? fail() : apply(db, events));
