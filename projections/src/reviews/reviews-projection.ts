import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type {
  ReviewApproved,
  ReviewEvent,
  ReviewRejected,
  ReviewSubmitted,
} from '@nsg/domain/reviews/review.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, erasureChange, PERSON_ERASED } from '../personal-data/erasure.ts';
import { openNames } from '../personal-data/sealed-names.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { applyInRuns, insertRows, sumBy, unnestRows } from '../runner/page-apply.ts';
import type { ApplyEvent, Projection, ReadModelChange } from '../runner/projection.ts';

const REVIEW_TYPES = new Set<ReviewEvent['type']>([
  'reviews.ReviewSubmitted',
  'reviews.ReviewApproved',
  'reviews.ReviewRejected',
]);

/** An erased author's reviews stay, under the name "[erased]". */
const applyErasure: ApplyEvent = async (db, recorded) => {
  const erased = erasedPersonIds(recorded);
  if (!erased) return;
  const rows = await db
    .updateTable('reviews')
    .set({ author_name: ERASED })
    .where('author_person_id', 'in', erased)
    .returning('id')
    .execute();
  return erasureChange(rows, 'public');
};

/** A run of review events as a few set-based statements. */
async function applyReviewRun(
  db: Transaction<ReadModelTables>,
  events: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  const all = events.filter((event) => isEventOf(event, REVIEW_TYPES));
  const submitted = all.filter((event) => event.type === 'reviews.ReviewSubmitted');
  await insertReviews(
    db,
    submitted.map((event) => event.data),
  );
  const moderations = all.filter((event) => event.type !== 'reviews.ReviewSubmitted');
  if (moderations.length > 0) await applyModerations(db, moderations);
  return all.map(changeOf);
}

/**
 * Reviews with their moderation state, and rating aggregates over approved reviews per target.
 * An erased author's reviews stay, under the name "[erased]".
 */
export const reviewsProjection: Projection = {
  name: 'reviews',
  tables: ['reviews', 'review_stats'],
  eventTypes: new Set<string>([...REVIEW_TYPES, PERSON_ERASED]),
  apply: applyInRuns(REVIEW_TYPES, applyReviewRun, applyErasure),
};

const reviewColumns = {
  id: 'uuid',
  type: 'text',
  target_id: 'integer',
  title: 'text',
  content: 'text',
  rating: 'integer',
  author_name: 'text',
  author_email: 'text',
  author_person_id: 'text',
  status: 'text',
  created_at: 'timestamptz',
};

async function insertReviews(db: Transaction<ReadModelTables>, reviews: ReviewSubmitted['data'][]) {
  const names = await openNames(
    db,
    reviews.map((r) => ({ personId: r.authorPersonId, value: r.authorName, sealed: r.namesSealed === true })),
  );
  await insertRows(
    db,
    'reviews',
    reviewColumns,
    reviews.map((r, i) => reviewRow(r, names[i]!)),
  );
}

function reviewRow(r: ReviewSubmitted['data'], authorName: string) {
  return {
    id: r.reviewId,
    type: r.type,
    target_id: r.targetId,
    title: r.title,
    content: r.content,
    rating: r.rating,
    author_name: authorName,
    author_email: r.authorEmail,
    author_person_id: r.authorPersonId,
    status: 'pending',
    created_at: new Date(r.submittedAt),
  };
}

const changeOf = (event: ReviewEvent): ReadModelChange => ({
  ids: [event.data.reviewId],
  audience: event.type === 'reviews.ReviewSubmitted' ? 'admin' : 'public',
});

/**
 * Approvals and rejections of a page: reads the reviews once, walks the events in order in memory,
 * then writes each review's last state and the summed rating changes.
 */
async function applyModerations(
  db: Transaction<ReadModelTables>,
  moderations: (ReviewApproved | ReviewRejected)[],
): Promise<void> {
  const ids = [...new Set(moderations.map((event) => event.data.reviewId))];
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'status', 'type', 'target_id', 'rating'])
    .where('id', 'in', ids)
    .execute();
  const reviews = new Map(rows.map((row) => [row.id, row]));
  const latest = new Map<string, Record<string, unknown>>();
  const statChanges: { type: string; target_id: number; review_count: number; rating_sum: number }[] = [];
  for (const event of moderations) {
    const review = reviews.get(event.data.reviewId);
    if (!review) throw new Error(`Review ${event.data.reviewId} not found`);
    const status = event.type === 'reviews.ReviewApproved' ? 'approved' : 'rejected';
    const delta = (status === 'approved' ? 1 : 0) - (review.status === 'approved' ? 1 : 0);
    if (delta !== 0) {
      statChanges.push({
        type: review.type,
        target_id: review.target_id,
        review_count: delta,
        rating_sum: delta * review.rating,
      });
    }
    review.status = status;
    latest.set(review.id, {
      id: review.id,
      status,
      moderator_notes: event.data.note,
      moderated_by: event.data.moderatorId,
      moderated_at: new Date(event.data.moderatedAt),
    });
  }
  const columns = {
    id: 'uuid',
    status: 'text',
    moderator_notes: 'text',
    moderated_by: 'text',
    moderated_at: 'timestamptz',
  };
  await sql`
    update reviews set status = v.status, moderator_notes = v.moderator_notes,
      moderated_by = v.moderated_by, moderated_at = v.moderated_at
    from ${unnestRows(columns, [...latest.values()])} where reviews.id = v.id`.execute(db);
  const totals = sumBy(statChanges, (row) => `${row.type} ${row.target_id}`, ['review_count', 'rating_sum']);
  await insertRows(
    db,
    'review_stats',
    { type: 'text', target_id: 'integer', review_count: 'integer', rating_sum: 'integer' },
    totals,
    sql`on conflict (type, target_id) do update set
      review_count = review_stats.review_count + excluded.review_count,
      rating_sum = review_stats.rating_sum + excluded.rating_sum`,
  );
}
