import { sql, type Kysely, type Selectable } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { AdvertisingTables } from './advertising-tables.ts';
import { changedAdFields, imagesOf } from '@nsg/domain/advertising/ad.ts';

type Db = Kysely<ReadModelTables>;

type AdRow = Selectable<AdvertisingTables['ads']>;

export const adView = (row: AdRow) => ({
  id: row.id,
  campaignId: row.campaign_id,
  advertiserId: row.advertiser_id,
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
  images: row.images,
  linkUrl: row.link_url,
  businessType: row.business_type,
  size: row.size,
  position: row.position,
  imageRotationEnabled: row.image_rotation_enabled,
  imageRotationInterval: row.image_rotation_interval,
  status: row.status,
  rejectionReason: row.rejection_reason,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export type AdView = ReturnType<typeof adView>;

export async function findAd(db: Db, id: string) {
  const row = await db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? adView(row) : undefined;
}

export async function listAdsOf(db: Db, advertiserId: string) {
  const rows = await db
    .selectFrom('ads')
    .selectAll()
    .where('advertiser_id', '=', advertiserId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(adView);
}

/** Ads with their campaign and advertiser, the join every cross-table ad query starts from. */
const adsWithOwners = (db: Db) =>
  db
    .selectFrom('ads')
    .innerJoin('campaigns', 'campaigns.id', 'ads.campaign_id')
    .innerJoin('advertisers', 'advertisers.id', 'ads.advertiser_id');

/**
 * What visitors may see: approved ads of active campaigns that have started and not ended (Hawaii day),
 * of approved (active) advertisers.
 */
const servableAds = (db: Db, today: string) =>
  adsWithOwners(db)
    .where('ads.served', 'is not', null)
    .where('campaigns.status', '=', 'active')
    .where('campaigns.start_date', '<=', today)
    .where('campaigns.end_date', '>=', today)
    .where('advertisers.status', '=', 'active');

export async function listAdsForAdmin(db: Db, status?: string) {
  let query = adsWithOwners(db)
    .selectAll('ads')
    .select([
      'campaigns.name as campaign_name',
      'campaigns.status as campaign_status',
      'advertisers.company_name as advertiser_company',
      'advertisers.name as advertiser_name',
    ])
    .orderBy('ads.created_at', 'desc')
    .limit(500);
  if (status) query = query.where('ads.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => {
    const ad = adView(row);
    // An edit awaiting review while the approved version keeps serving: the reviewer compares the two.
    const live = row.status === 'pending' && row.served ? row.served : null;
    return {
      ...ad,
      images: imagesOf(ad),
      submittedAt: row.submitted_at.toISOString(),
      live: live && { ...live, images: imagesOf(live) },
      changes: live ? changedAdFields(live, ad) : [],
      campaign: { name: row.campaign_name, status: row.campaign_status },
      advertiser: { name: row.advertiser_name, companyName: row.advertiser_company },
    };
  });
}

/** The servable ads for the ad block and the directory, newest first, filtered by position and business type. */
export async function listPublicAds(
  db: Db,
  filters: { position?: string; businessType?: string },
  today: string,
) {
  let query = servableAds(db, today).selectAll('ads').orderBy('ads.created_at', 'desc').limit(100);
  if (filters.position) query = query.where('ads.position', '=', filters.position);
  if (filters.businessType)
    query = query.where(sql<string>`ads.served->>'businessType'`, '=', filters.businessType);
  const rows = await query.execute();
  // Visitors see the approved version, even while a later edit awaits review.
  return rows.map(({ id, position, size, served }) => ({
    id,
    ...served!,
    position,
    size,
    status: 'approved' as const,
  }));
}

/** The ad as traffic recording needs it, only while visitors can see it. */
export async function findServableAd(db: Db, adId: string, today: string) {
  return servableAds(db, today)
    .select([
      'ads.id',
      'ads.campaign_id',
      'ads.advertiser_id',
      sql<string | null>`ads.served->>'linkUrl'`.as('link_url'),
      sql<string | null>`ads.served->>'imageUrl'`.as('image_url'),
      sql<string[] | null>`ads.served->'images'`.as('images'),
    ])
    .where('ads.id', '=', adId)
    .executeTakeFirst();
}

/** Whether any ad of the campaign has an approved version visitors can be shown. */
export async function campaignHasShownAd(db: Db, campaignId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ads')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('served', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
