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

const apply = reviewsProjection.apply.bind(reviewsProjection);
reviewsProjection.apply = async (db, event) => (isPoison(event) ? fail() : apply(db, event));

// Pages are applied set-based first; a page holding the poison fails there too, as the real bug would.
const applyPage = reviewsProjection.applyPage?.bind(reviewsProjection);
if (applyPage) {
  reviewsProjection.applyPage = async (db, events) =>
    events.some(isPoison) ? fail() : applyPage(db, events);
}
