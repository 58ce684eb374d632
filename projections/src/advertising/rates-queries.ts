import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export async function listRates(db: Db, activeOnly: boolean) {
  let query = db.selectFrom('advertising_rates').selectAll().orderBy('name');
  if (activeOnly) query = query.where('is_active', '=', true);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    adType: row.ad_type,
    position: row.position,
    size: row.size,
    dailyRate: Number(row.daily_rate),
    weeklyRate: Number(row.weekly_rate),
    monthlyRate: Number(row.monthly_rate),
    impressionsPerDay: row.impressions_per_day,
    maxAdsPerPosition: row.max_ads_per_position,
    isActive: row.is_active,
    updatedAt: row.updated_at.toISOString(),
  }));
}
