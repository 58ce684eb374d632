import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** Published reviews of one beach or business, newest first, each with its owner's reply if any. */
export async function listApprovedReviews(db: Db, type: string, targetId: number) {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('review_replies', 'review_replies.review_id', 'reviews.id')
    .select(['id', 'type', 'target_id', 'rating', 'title', 'content', 'author_name', 'created_at'])
    .select(['review_replies.reply', 'review_replies.replied_at', 'review_replies.edited'])
    .where('type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    targetId: row.target_id,
    rating: row.rating,
    title: row.title,
    content: row.content,
    authorName: row.author_name,
    visitDate: null,
    createdAt: row.created_at.toISOString(),
    ownerReply:
      row.reply !== null && row.replied_at !== null
        ? { reply: row.reply, repliedAt: row.replied_at.toISOString(), edited: row.edited === true }
        : null,
  }));
}

/** The moderation queue: every field, the author's email still ciphertext (the caller decrypts it). */
export async function listReviewsForModeration(db: Db, status: string) {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('businesses', (join) =>
      join.onRef('businesses.id', '=', 'reviews.target_id').on('reviews.type', '=', 'business'),
    )
    .leftJoin('beaches', (join) =>
      join.onRef('beaches.id', '=', 'reviews.target_id').on('reviews.type', '=', 'beach'),
    )
    .selectAll('reviews')
    .select((eb) => eb.fn.coalesce('businesses.name', 'beaches.name').as('target_name'))
    .where('status', '=', status)
    .orderBy('created_at', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    targetId: row.target_id,
    targetName: row.target_name,
    rating: row.rating,
    title: row.title,
    content: row.content,
    authorName: row.author_name,
    authorEmailCiphertext: row.author_email,
    authorPersonId: row.author_person_id,
    status: row.status,
    moderatorNotes: row.moderator_notes,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }));
}
