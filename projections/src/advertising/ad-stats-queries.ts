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

/** Counted views of each image of the advertiser's ads within [from, to] (Hawaii days), and clicks on it. */
export async function adImageViews(db: Db, filters: { advertiserId: string; from: string; to: string }) {
  const rows = await db
    .selectFrom('ad_image_views')
    .select([
      'ad_id',
      'image_url',
      sql<string>`sum(views)`.as('views'),
      sql<string>`sum(clicks)`.as('clicks'),
    ])
    .where('advertiser_id', '=', filters.advertiserId)
    .where('day', '>=', filters.from)
    .where('day', '<=', filters.to)
    .groupBy(['ad_id', 'image_url'])
    .orderBy('ad_id')
    .orderBy('image_url')
    .execute();
  return rows.map((row) => ({
    adId: row.ad_id,
    imageUrl: row.image_url,
    views: Number(row.views),
    clicks: Number(row.clicks),
  }));
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
