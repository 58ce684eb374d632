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

/** Whether a challenge can be filed under the category: it is one of the eco categories, not retired. */
export async function ecoCategoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('eco_categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest eco category id, retired ones included; 0 when there is none. */
export async function lastEcoCategoryId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('eco_categories')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Every eco category as admins keep it, retired ones included, samples first, with its live challenges. */
export async function listEcoCategoriesForAdmin(db: Db) {
  const rows = await db
    .selectFrom('eco_categories')
    .select((eb) => [
      'eco_categories.id',
      'eco_categories.document',
      'eco_categories.revision',
      'eco_categories.retired_at',
      eb
        .selectFrom('eco_challenges')
        .select((inner) => inner.fn.countAll<string>().as('live'))
        .whereRef('eco_challenges.category_id', '=', 'eco_categories.id')
        .where('eco_challenges.retired_at', 'is', null)
        .as('liveChallenges'),
    ])
    .orderBy(sql`coalesce((eco_categories.document->>'sample')::boolean, false)`, 'desc')
    .orderBy('eco_categories.id')
    .execute();
  return rows.map((row) => {
    const category = row.document as SeedEcoCategory & { sample?: boolean };
    const japanese = { name: category.nameJa, description: category.descriptionJa };
    return {
      id: row.id,
      name: category.name,
      revision: row.revision,
      sample: category.sample ?? false,
      retired: row.retired_at !== null,
      missingJapanese: Object.entries(japanese).flatMap(([field, text]) => (text ? [] : [field])),
      liveChallenges: Number(row.liveChallenges ?? 0),
      nameJa: category.nameJa ?? '',
      description: category.description,
      descriptionJa: category.descriptionJa ?? '',
      icon: category.icon,
      color: category.color,
    };
  });
}

/** How many challenges not retired are filed under the category. */
export async function liveChallengesIn(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('eco_challenges')
    .select((eb) => eb.fn.countAll<string>().as('live'))
    .where('category_id', '=', categoryId)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.live);
}
