import { sql, type Kysely } from 'kysely';
import type { SeedLocalTip } from '@nsg/domain/catalog/seed/types.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { LocalTipRowStatus } from './catalog-tables.ts';

type Db = Kysely<ReadModelTables>;
type JapaneseField = 'titleJa' | 'descriptionJa' | 'locationJa' | 'insiderNoteJa' | 'tagsJa';
type Coordinates = 'latitude' | 'longitude';
/**
 * A tip as stored: `sample` is false for tips projected before it was recorded; its Japanese texts are
 * null where the catalog has only the English. A sample tip is invented, so nobody verified it: it is
 * never `isVerified`, whatever the seed said. A visitor's suggestion has no coordinates.
 */
export type LocalTipView = Omit<SeedLocalTip, JapaneseField | Coordinates> & {
  [field in Coordinates]: string | null;
} & {
  [field in JapaneseField]: NonNullable<SeedLocalTip[field]> | null;
} & { sample: boolean };
const toTip = (document: unknown): LocalTipView => {
  const tip = document as SeedLocalTip & { sample?: boolean };
  const sample = tip.sample ?? false;
  return {
    ...tip,
    isVerified: tip.isVerified && !sample,
    titleJa: tip.titleJa ?? null,
    descriptionJa: tip.descriptionJa ?? null,
    locationJa: tip.locationJa ?? null,
    insiderNoteJa: tip.insiderNoteJa ?? null,
    tagsJa: tip.tagsJa ?? null,
    sample,
  };
};

/** What visitors see: the catalog's tips and the suggestions a moderator verified, none retired. */
const VISIBLE_STATUSES = ['listed', 'verified'] as const;

export async function listLocalTips(db: Db, category?: string): Promise<LocalTipView[]> {
  let query = db
    .selectFrom('local_tips')
    .select('document')
    .where('status', 'in', VISIBLE_STATUSES)
    .where('retired_at', 'is', null)
    .orderBy('id');
  if (category) query = query.where('category', '=', category);
  return (await query.execute()).map((row) => toTip(row.document));
}

/** The text a tip is searched by: title, description, location, insider note, category and tags. */
const searchableText = sql`to_tsvector('english',
  coalesce(document->>'title', '') || ' ' ||
  coalesce(document->>'description', '') || ' ' ||
  coalesce(document->>'location', '') || ' ' ||
  coalesce(document->>'insiderNote', '') || ' ' ||
  category || ' ' ||
  replace(coalesce(document->>'tags', ''), '_', ' '))`;

/** Postgres full-text search over the tips, best match first (ts_rank, then id). */
export async function searchLocalTips(db: Db, text: string, limit = 50): Promise<LocalTipView[]> {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const rows = await db
    .selectFrom('local_tips')
    .select('document')
    .where('status', 'in', VISIBLE_STATUSES)
    .where('retired_at', 'is', null)
    .where(sql<boolean>`${searchableText} @@ ${query}`)
    .orderBy(sql`ts_rank(${searchableText}, ${query})`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => toTip(row.document));
}

export interface TipPreferences {
  category?: string;
  timeOfDay?: string;
  cost?: string;
  crowdLevel?: string;
}

const COST_ORDER = ['free', 'low', 'medium', 'high'];
const CROWD_ORDER = ['low', 'medium', 'high'];

/**
 * How well a tip matches the visitor's preferences. Category weighs most (4), then time of day (3; a tip good at
 * 'any' time gets 2), then cost (3 for the same level, 1 for a cheaper one) and crowd level (2 for the same, 1 for a
 * quieter one). Unset preferences add nothing. Ties go to the better local rating, then verified tips.
 */
export function tipMatchScore(
  tip: Pick<LocalTipView, 'category' | 'timeOfDay' | 'cost' | 'crowdLevel'>,
  preferences: TipPreferences,
): number {
  let score = 0;
  if (preferences.category && tip.category === preferences.category) score += 4;
  if (preferences.timeOfDay) {
    if (tip.timeOfDay === preferences.timeOfDay) score += 3;
    else if (tip.timeOfDay === 'any') score += 2;
  }
  if (preferences.cost) score += levelScore(COST_ORDER, tip.cost, preferences.cost, 3);
  if (preferences.crowdLevel) score += levelScore(CROWD_ORDER, tip.crowdLevel, preferences.crowdLevel, 2);
  return score;
}

function levelScore(order: string[], actual: string, wanted: string, exact: number): number {
  if (actual === wanted) return exact;
  const actualIndex = order.indexOf(actual);
  const wantedIndex = order.indexOf(wanted);
  return actualIndex >= 0 && wantedIndex >= 0 && actualIndex < wantedIndex ? 1 : 0;
}

const hasPreference = (preferences: TipPreferences) =>
  Boolean(preferences.category || preferences.timeOfDay || preferences.cost || preferences.crowdLevel);

/**
 * The tips that best match the preferences, at most `limit`; with "Any" on every filter, every tip, best
 * rated first.
 */
export async function recommendLocalTips(
  db: Db,
  preferences: TipPreferences,
  limit = 6,
): Promise<LocalTipView[]> {
  const tips = await listLocalTips(db);
  const anyTip = !hasPreference(preferences);
  return tips
    .map((tip) => ({ tip, score: tipMatchScore(tip, preferences) }))
    .filter(({ score }) => anyTip || score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.tip.localRating - a.tip.localRating ||
        Number(b.tip.isVerified) - Number(a.tip.isVerified) ||
        a.tip.id - b.tip.id,
    )
    .slice(0, anyTip ? undefined : limit)
    .map(({ tip }) => tip);
}

export type TipModerationStatus = Exclude<LocalTipRowStatus, 'listed'>;

/** Visitors' suggestions in one moderation state, oldest first, the author's email still ciphertext. */
export async function listTipsForModeration(db: Db, status: TipModerationStatus) {
  const rows = await db
    .selectFrom('local_tips')
    .selectAll()
    .where('status', '=', status)
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    ...toTip(row.document),
    status,
    submittedAt: row.submitted_at!.toISOString(),
    authorPersonId: row.author_person_id!,
    authorEmailCiphertext: row.author_email,
    moderatorNotes: row.moderator_notes,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at?.toISOString() ?? null,
  }));
}

/** The highest tip id, pending and rejected suggestions included: a new tip takes a higher one. */
export async function highestLocalTipId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('local_tips')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * The catalog's own tips as admins keep them, retired ones included, samples first: each with its form's
 * fields (tags as words) and the texts that have no Japanese yet. Visitors' tips are moderated instead.
 */
export async function listLocalTipsForAdmin(db: Db) {
  const rows = await db
    .selectFrom('local_tips')
    .select(['document', 'revision', 'retired_at'])
    .where('status', '=', 'listed')
    .orderBy(sql`coalesce((document->>'sample')::boolean, false)`, 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    // Whether the tip shows Verified is the catalog's to say, not the form's.
    const { isVerified: _verified, ...tip } = toTip(row.document);
    const texts: [field: string, english: string, japanese: string | null][] = [
      ['title', tip.title, tip.titleJa],
      ['description', tip.description, tip.descriptionJa],
      ['location', tip.location, tip.locationJa],
      ['insiderNote', tip.insiderNote, tip.insiderNoteJa],
    ];
    return {
      ...tip,
      name: tip.title,
      revision: row.revision,
      retired: row.retired_at !== null,
      missingJapanese: texts.flatMap(([field, english, japanese]) => (english && !japanese ? [field] : [])),
      titleJa: tip.titleJa ?? '',
      descriptionJa: tip.descriptionJa ?? '',
      locationJa: tip.locationJa ?? '',
      insiderNoteJa: tip.insiderNoteJa ?? '',
      tags: tip.tags.map((tag) => tag.replace(/_/g, ' ')).join(', '),
      tagsJa: (tip.tagsJa ?? []).join(', '),
    };
  });
}
