import { sql, type Kysely, type Selectable } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { AdvertisingTables } from './advertising-tables.ts';

type Db = Kysely<ReadModelTables>;

type CampaignRow = Selectable<AdvertisingTables['campaigns']>;

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
  /** Why an admin paused or rejected it (null otherwise). */
  statusReason: row.status_reason,
  paid: row.paid,
  renewalReminderSent: row.renewal_reminder_sent_at !== null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export type CampaignView = ReturnType<typeof campaignView>;

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
