import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export interface AdStatsRow {
  adId: string;
  campaignId: string;
  day: string;
  impressions: number;
  clicks: number;
}

/**
 * Counted impressions of the campaign's ads, ever: zero means it never served. Flagged ones (bots, no serve
 * token, repeats) do not count, or anyone could post one and block the advertiser's refund.
 */
export async function impressionsServed(db: Db, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('ad_stats')
    .select(sql<string>`coalesce(sum(impressions), 0)`.as('served'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return Number(row?.served ?? 0);
}

/** Counted impressions and clicks of each image of the advertiser's ads, since they were first shown. */
export async function adImageStats(db: Db, advertiserId: string) {
  return db
    .selectFrom('ad_image_stats')
    .select(['ad_id as adId', 'image_url as imageUrl', 'impressions', 'clicks'])
    .where('advertiser_id', '=', advertiserId)
    .orderBy('ad_id')
    .orderBy('image_url')
    .execute();
}

/** Counted impressions and clicks per ad per day, within [from, to] (Hawaii days). */
export async function adStats(
  db: Db,
  filters: { advertiserId?: string; campaignId?: string; from: string; to: string },
): Promise<AdStatsRow[]> {
  let query = db
    .selectFrom('ad_stats')
    .select([
      'ad_id',
      'campaign_id',
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      'impressions',
      'clicks',
    ])
    .where('day', '>=', filters.from)
    .where('day', '<=', filters.to)
    // Days with flagged traffic only (bots, repeat clicks) count nothing.
    .where(sql<number>`impressions + clicks`, '>', 0)
    .orderBy('day')
    .orderBy('ad_id');
  if (filters.advertiserId) query = query.where('advertiser_id', '=', filters.advertiserId);
  if (filters.campaignId) query = query.where('campaign_id', '=', filters.campaignId);
  const rows = await query.execute();
  return rows.map((row) => ({
    adId: row.ad_id,
    campaignId: row.campaign_id,
    day: row.day,
    impressions: row.impressions,
    clicks: row.clicks,
  }));
}
