import { sql, type Transaction } from 'kysely';
import type { LocalTipSuggested, LocalTipSuggestionEvent } from '@nsg/domain/catalog/local-tip-suggestion.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { erasedPersonIds, erasureChange } from '../personal-data/erasure.ts';
import { openNames } from '../personal-data/sealed-names.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { ReadModelChange } from '../runner/projection.ts';

export const LOCAL_TIP_SUGGESTION_TYPES = new Set<LocalTipSuggestionEvent['type']>([
  'catalog.LocalTipSuggested',
  'catalog.LocalTipVerified',
  'catalog.LocalTipRejected',
]);

type Db = Transaction<ReadModelTables>;

/**
 * A visitor's tip in the same shape as the catalog's: no coordinates or tags (a visitor gives none), good
 * all year, and the author's name as the vault opens it.
 */
function suggestedTipDocument(tip: LocalTipSuggested['data'], authorName: string) {
  const { authorEmail: _email, authorPersonId: _person, submittedAt: _at, ...fields } = tip;
  return {
    ...fields,
    authorName,
    tags: [],
    season: 'year_round',
    touristFriendly: true,
    latitude: null,
    longitude: null,
    isVerified: false,
    sample: false,
  };
}

/** A suggestion enters the tips pending; a moderator's verdict lists it as verified or keeps it out. */
export async function applyLocalTipSuggestion(
  db: Db,
  event: LocalTipSuggestionEvent,
): Promise<ReadModelChange> {
  if (event.type === 'catalog.LocalTipSuggested') {
    const tip = event.data;
    const [authorName] = await openNames(db, [
      { personId: tip.authorPersonId, value: tip.authorName, sealed: true },
    ]);
    const row = {
      category: tip.category,
      document: JSON.stringify(suggestedTipDocument(tip, authorName!)),
      status: 'pending' as const,
      author_person_id: tip.authorPersonId,
      author_email: tip.authorEmail,
      submitted_at: new Date(tip.submittedAt),
    };
    // An upsert: the catalog is replayed from the start when a migration adds what its rows keep.
    await db
      .insertInto('local_tips')
      .values({ id: tip.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return { ids: [String(tip.id)], audience: 'admin' };
  }
  const verified = event.type === 'catalog.LocalTipVerified';
  await db
    .updateTable('local_tips')
    .set({
      status: verified ? 'verified' : 'rejected',
      document: sql`jsonb_set(document, '{isVerified}', ${JSON.stringify(verified)}::jsonb)`,
      moderator_notes: event.data.note,
      moderated_by: event.data.moderatorId,
      moderated_at: new Date(event.data.moderatedAt),
    })
    .where('id', '=', event.data.id)
    .execute();
  return { ids: [String(event.data.id)], audience: 'public' };
}

/** An erased author's tips stay, signed "[erased]". */
export async function applyTipAuthorErasure(db: Db, event: RecordedEvent) {
  const erased = erasedPersonIds(event);
  if (!erased) return;
  const rows = await db
    .updateTable('local_tips')
    .set({ document: sql`jsonb_set(document, '{authorName}', ${JSON.stringify(ERASED)}::jsonb)` })
    .where('author_person_id', 'in', erased)
    .returning(sql<string>`id::text`.as('id'))
    .execute();
  return erasureChange(rows, 'public');
}
