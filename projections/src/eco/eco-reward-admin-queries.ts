import { sql, type Kysely } from 'kysely';
import type { SeedEcoReward } from '@nsg/domain/catalog/seed/types.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** The highest reward id, retired ones included; 0 when there is none. */
export async function lastEcoRewardId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('eco_rewards')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * Every reward as admins keep it, retired ones included, samples first: its form's fields, its partner's
 * name, the stock redeemed so far, and the texts that have no Japanese yet.
 */
export async function listEcoRewardsForAdmin(db: Db) {
  const rows = await db
    .selectFrom('eco_rewards')
    .leftJoin('businesses', (join) =>
      join.on('businesses.id', '=', sql<number>`(eco_rewards.document->>'businessId')::int`),
    )
    .leftJoin('eco_reward_stock', 'eco_reward_stock.reward_id', 'eco_rewards.id')
    .select([
      'eco_rewards.id',
      'eco_rewards.document',
      'eco_rewards.revision',
      'eco_rewards.retired_at',
      'businesses.name as partnerName',
      sql<number>`coalesce(eco_reward_stock.reserved, 0)`.as('redeemed'),
    ])
    .orderBy(sql`coalesce((eco_rewards.document->>'sample')::boolean, false)`, 'desc')
    .orderBy('eco_rewards.id')
    .execute();
  return rows.map((row) => {
    const reward = row.document as SeedEcoReward & { sample?: boolean };
    const japanese = { title: reward.titleJa, description: reward.descriptionJa, terms: reward.termsJa };
    return {
      id: row.id,
      name: reward.title,
      revision: row.revision,
      sample: reward.sample ?? false,
      retired: row.retired_at !== null,
      missingJapanese: Object.entries(japanese).flatMap(([field, text]) => (text ? [] : [field])),
      partnerName: row.partnerName,
      redeemed: Number(row.redeemed),
      title: reward.title,
      titleJa: reward.titleJa ?? '',
      description: reward.description,
      descriptionJa: reward.descriptionJa ?? '',
      terms: reward.terms,
      termsJa: reward.termsJa ?? '',
      rewardType: reward.rewardType,
      businessId: reward.businessId,
      discountPercent: reward.discountPercent,
      discountAmount: reward.discountAmount,
      pointsRequired: reward.pointsRequired,
      maxRedemptions: reward.maxRedemptions,
      validUntil: reward.validUntil,
    };
  });
}
export type EcoRewardForAdmin = Awaited<ReturnType<typeof listEcoRewardsForAdmin>>[number];

/** Whether a business can partner a reward: it is in the directory, not retired. */
export async function partnerExists(db: Db, businessId: number): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', businessId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
