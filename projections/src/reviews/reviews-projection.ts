import { sql, type Transaction } from 'kysely';
import type { ReviewEvent } from '@nsg/domain/reviews/review.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, PERSON_ERASED } from '../personal-data/erasure.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { Projection } from '../runner/projection.ts';

/**
 * Reviews with their moderation state, and rating aggregates over approved reviews per target.
 * An erased author's reviews stay, under the name "[erased]".
 */
export const reviewsProjection: Projection = {
  name: 'reviews',
  tables: ['reviews', 'review_stats'],
  eventTypes: new Set<ReviewEvent['type'] | typeof PERSON_ERASED>([
    'reviews.ReviewSubmitted',
    'reviews.ReviewApproved',
    'reviews.ReviewRejected',
    PERSON_ERASED,
  ]),
  async apply(db, recorded) {
    const erased = erasedPersonIds(recorded);
    if (erased) {
      const rows = await db
        .updateTable('reviews')
        .set({ author_name: ERASED })
        .where('author_person_id', 'in', erased)
        .returning('id')
        .execute();
      return { ids: rows.map((row) => row.id), audience: 'public' };
    }
    const event = recorded as unknown as ReviewEvent;
    if (event.type === 'reviews.ReviewSubmitted') {
      const r = event.data;
      await db
        .insertInto('reviews')
        .values({
          id: r.reviewId,
          type: r.type,
          target_id: r.targetId,
          title: r.title,
          content: r.content,
          rating: r.rating,
          author_name: r.authorName,
          author_email: r.authorEmail,
          author_person_id: r.authorPersonId,
          status: 'pending',
          created_at: new Date(r.submittedAt),
        })
        .execute();
      return { ids: [r.reviewId], audience: 'admin' };
    }
    const status = event.type === 'reviews.ReviewApproved' ? 'approved' : 'rejected';
    const before = await db
      .selectFrom('reviews')
      .select(['status', 'type', 'target_id', 'rating'])
      .where('id', '=', event.data.reviewId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('reviews')
      .set({
        status,
        moderator_notes: event.data.note,
        moderated_by: event.data.moderatorId,
        moderated_at: new Date(event.data.moderatedAt),
      })
      .where('id', '=', event.data.reviewId)
      .execute();
    const delta = (status === 'approved' ? 1 : 0) - (before.status === 'approved' ? 1 : 0);
    if (delta !== 0) await adjustStats(db, before.type, before.target_id, delta, delta * before.rating);
    return { ids: [event.data.reviewId], audience: 'public' };
  },
};

async function adjustStats(
  db: Transaction<ReadModelTables>,
  type: string,
  targetId: number,
  countDelta: number,
  ratingDelta: number,
): Promise<void> {
  await db
    .insertInto('review_stats')
    .values({ type, target_id: targetId, review_count: countDelta, rating_sum: ratingDelta })
    .onConflict((oc) =>
      oc.columns(['type', 'target_id']).doUpdateSet({
        review_count: sql`review_stats.review_count + ${countDelta}`,
        rating_sum: sql`review_stats.rating_sum + ${ratingDelta}`,
      }),
    )
    .execute();
}
