import { sql, type Kysely, type Selectable } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { AdvertisingTables } from './advertising-tables.ts';

type Db = Kysely<ReadModelTables>;
type CampaignRow = Selectable<AdvertisingTables['campaigns']>;
type AdRow = Selectable<AdvertisingTables['ads']>;

/** A date column as the YYYY-MM-DD it was stored as (node-postgres reads it as a Date at local midnight). */
const dateText = (value: string | Date) =>
  value instanceof Date
    ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
    : value;

export const campaignView = (row: CampaignRow) => ({
  id: row.id,
  advertiserId: row.advertiser_id,
  name: row.name,
  description: row.description,
  budget: row.budget,
  placement: row.placement,
  durationMonths: row.duration_months,
  startDate: dateText(row.start_date),
  endDate: dateText(row.end_date),
  expiresAt: row.expires_at.toISOString(),
  targetAudience: row.target_audience,
  status: row.status,
  paid: row.paid,
  renewalReminderSent: row.renewal_reminder_sent_at !== null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
export type CampaignView = ReturnType<typeof campaignView>;

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

export async function findCampaign(db: Db, id: string) {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? campaignView(row) : undefined;
}

export async function listCampaignsOf(db: Db, advertiserId: string) {
  const rows = await db
    .selectFrom('campaigns')
    .selectAll()
    .where('advertiser_id', '=', advertiserId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(campaignView);
}

/** Admin review: every campaign with its advertiser (contact data stays ciphertext; the caller decrypts). */
export async function listCampaignsForAdmin(db: Db, status?: string) {
  let query = db
    .selectFrom('campaigns')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .selectAll('campaigns')
    .select([
      'advertisers.name as advertiser_name',
      'advertisers.company_name as advertiser_company',
      'advertisers.status as advertiser_status',
      'advertisers.email as advertiser_email',
      'advertisers.person_id as advertiser_person_id',
    ])
    .orderBy('campaigns.created_at', 'desc')
    .limit(500);
  if (status) query = query.where('campaigns.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...campaignView(row),
    advertiser: {
      name: row.advertiser_name,
      companyName: row.advertiser_company,
      status: row.advertiser_status,
      emailCiphertext: row.advertiser_email,
      personId: row.advertiser_person_id,
    },
  }));
}

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
  return rows.map((row) => ({
    ...adView(row),
    campaign: { name: row.campaign_name, status: row.campaign_status },
    advertiser: { name: row.advertiser_name, companyName: row.advertiser_company },
  }));
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

const paymentView = (row: Selectable<AdvertisingTables['payments']>) => ({
  id: row.id,
  campaignId: row.campaign_id,
  advertiserId: row.advertiser_id,
  paymentIntentId: row.payment_intent_id,
  amount: row.amount_cents,
  currency: row.currency,
  mode: row.mode,
  status: row.status,
  lastError: row.last_error,
  created: Math.floor(row.created_at.getTime() / 1000),
  updatedAt: row.updated_at.toISOString(),
});

export async function findPaymentByIntent(db: Db, paymentIntentId: string) {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  return row ? paymentView(row) : undefined;
}

export async function listPaymentsOf(db: Db, advertiserId: string) {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('advertiser_id', '=', advertiserId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(paymentView);
}

export interface AdStatsRow {
  adId: string;
  campaignId: string;
  day: string;
  impressions: number;
  clicks: number;
}

/** Every impression ever recorded for the campaign's ads, counted or flagged: zero means it never served. */
export async function impressionsServed(db: Db, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('ad_stats')
    .select(sql<string>`coalesce(sum(impressions + flagged_impressions), 0)`.as('served'))
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

/** Campaigns still running after their end date (the expiry job ends them). */
export async function campaignsPastEnd(db: Db, today: string) {
  return db
    .selectFrom('campaigns')
    .select(['id'])
    .where('status', 'in', ['active', 'paused'])
    .where('end_date', '<', today)
    .execute();
}

/** Paid, running campaigns whose first day is `day` (Hawaii). */
export async function campaignsStartingOn(db: Db, day: string) {
  return db
    .selectFrom('campaigns')
    .select(['id'])
    .where('status', '=', 'active')
    .where('paid', '=', true)
    .where('start_date', '=', day)
    .execute();
}

/** What a start or end notice says: the campaign, its dates and owner, and what it delivered. */
export async function campaignNoticeFacts(db: Db, campaignId: string) {
  const campaign = await db
    .selectFrom('campaigns')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .select([
      'campaigns.name',
      'campaigns.budget',
      'advertisers.name as advertiser_name',
      'advertisers.email as email_ciphertext',
      'advertisers.person_id',
      sql<string>`to_char(campaigns.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(campaigns.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('campaigns.id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return undefined;
  const totals = await db
    .selectFrom('ad_stats')
    .select([
      sql<string>`coalesce(sum(impressions), 0)`.as('impressions'),
      sql<string>`coalesce(sum(clicks), 0)`.as('clicks'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { ...campaign, impressions: Number(totals.impressions), clicks: Number(totals.clicks) };
}

/** Running campaigns ending within the next `days` days that have had no reminder yet. */
export async function campaignsDueForReminder(db: Db, today: string, lastDay: string) {
  return db
    .selectFrom('campaigns')
    .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
    .select([
      'campaigns.id',
      'campaigns.name',
      sql<string>`to_char(campaigns.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'advertisers.name as advertiser_name',
      'advertisers.email as email_ciphertext',
      'advertisers.person_id',
    ])
    .where('campaigns.status', 'in', ['active', 'paused'])
    .where('campaigns.renewal_reminder_sent_at', 'is', null)
    .where('campaigns.end_date', '>=', today)
    .where('campaigns.end_date', '<=', lastDay)
    .execute();
}

/** Timeline of streams from the audit log: who did what, when. */
export async function historyOf(db: Db, streamIds: string[]) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['global_position', 'type', 'actor', 'occurred_at'])
    .where('stream_id', 'in', streamIds)
    .orderBy('global_position', 'desc')
    .limit(500)
    .execute();
  // The latest 500, oldest first.
  return rows.reverse().map((row) => ({
    position: row.global_position,
    action: row.type,
    actor: row.actor,
    at: row.occurred_at.toISOString(),
  }));
}

/** Visitors' ad impressions and clicks: many times the volume of everything people do. */
export const TRAFFIC_EVENT_TYPES = ['advertising.AdImpressionRecorded', 'advertising.AdClickRecorded'];

export interface AuditFilters {
  actor?: string;
  target?: string;
  type?: string;
  from?: string;
  to?: string;
  /** People's actions (default), the ad traffic, or both. */
  activity: 'people' | 'traffic' | 'all';
  /** Cursor: entries older than this log position (newest first). */
  before?: string;
  limit: number;
}

export async function listAuditLog(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('global_position', 'desc').limit(filters.limit);
  if (filters.before) query = query.where('global_position', '<', filters.before);
  if (filters.activity === 'people') query = query.where('type', 'not in', TRAFFIC_EVENT_TYPES);
  if (filters.activity === 'traffic') query = query.where('type', 'in', TRAFFIC_EVENT_TYPES);
  if (filters.actor) query = query.where('actor', 'like', `%${escapeLike(filters.actor)}%`);
  if (filters.target) query = query.where('stream_id', 'like', `%${escapeLike(filters.target)}%`);
  if (filters.type) query = query.where('type', 'like', `%${escapeLike(filters.type)}%`);
  if (filters.from) query = query.where('occurred_at', '>=', new Date(`${filters.from}T00:00:00-10:00`));
  if (filters.to)
    query = query.where(
      'occurred_at',
      '<',
      new Date(new Date(`${filters.to}T00:00:00-10:00`).getTime() + 86_400_000),
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    position: row.global_position,
    actor: row.actor,
    action: row.type,
    target: row.stream_id,
    at: row.occurred_at.toISOString(),
  }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

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
