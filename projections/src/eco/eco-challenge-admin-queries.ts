import { sql, type Kysely } from 'kysely';
import type { SeedEcoCategory, SeedEcoChallenge } from '@nsg/domain/catalog/seed/types.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** The highest challenge id, retired ones included; 0 when there is none. */
export async function lastEcoChallengeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('eco_challenges')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * Every challenge as admins keep it, retired ones included, samples first: its form's fields, its
 * category's name, and the texts that have no Japanese yet.
 */
export async function listEcoChallengesForAdmin(db: Db) {
  const rows = await db
    .selectFrom('eco_challenges')
    .leftJoin('eco_categories', 'eco_categories.id', 'eco_challenges.category_id')
    .select([
      'eco_challenges.id',
      'eco_challenges.document',
      'eco_challenges.revision',
      'eco_challenges.retired_at',
      'eco_categories.document as category',
    ])
    .orderBy(sql`coalesce((eco_challenges.document->>'sample')::boolean, false)`, 'desc')
    .orderBy('eco_challenges.id')
    .execute();
  return rows.map((row) => {
    const challenge = row.document as SeedEcoChallenge & { sample?: boolean };
    const japanese = {
      title: challenge.titleJa,
      description: challenge.descriptionJa,
      location: challenge.locationJa,
      requirements: challenge.requirementsJa?.length,
      tips: challenge.tips.length === 0 || challenge.tipsJa?.length,
      estimatedTime: challenge.estimatedTimeJa,
    };
    return {
      id: row.id,
      name: challenge.title,
      revision: row.revision,
      sample: challenge.sample ?? false,
      retired: row.retired_at !== null,
      missingJapanese: Object.entries(japanese).flatMap(([field, text]) => (text ? [] : [field])),
      categoryName: (row.category as SeedEcoCategory | null)?.name ?? null,
      title: challenge.title,
      titleJa: challenge.titleJa ?? '',
      description: challenge.description,
      descriptionJa: challenge.descriptionJa ?? '',
      location: challenge.location,
      locationJa: challenge.locationJa ?? '',
      requirements: challenge.requirements.join('\n'),
      requirementsJa: (challenge.requirementsJa ?? []).join('\n'),
      tips: challenge.tips.join('\n'),
      tipsJa: (challenge.tipsJa ?? []).join('\n'),
      estimatedTime: challenge.estimatedTime,
      estimatedTimeJa: challenge.estimatedTimeJa ?? '',
      categoryId: challenge.categoryId,
      difficulty: challenge.difficulty,
      points: challenge.points,
      co2SavedGrams: challenge.co2SavedGrams,
      wasteReducedGrams: challenge.wasteReducedGrams,
    };
  });
}
export type EcoChallengeForAdmin = Awaited<ReturnType<typeof listEcoChallengesForAdmin>>[number];

/** Whether a challenge can be filed under the category: it is one of the eco categories. */
export async function ecoCategoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('eco_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row !== undefined;
}
