import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { AdEvent } from '@nsg/domain/advertising/ad.ts';
import type { CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import type { RateSet } from '@nsg/domain/advertising/rate.ts';
import type { PaymentEvent } from '@nsg/domain/advertising/payment.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { eachEvent, insertRows, sumBy } from '../runner/page-apply.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';

const campaignStatusAfter: Partial<Record<CampaignEvent['type'], string>> = {
  'advertising.CampaignActivated': 'active',
  'advertising.CampaignResumed': 'active',
  'advertising.CampaignPaused': 'paused',
  'advertising.CampaignRejected': 'rejected',
  'advertising.CampaignExpired': 'expired',
  'advertising.CampaignRefunded': 'refunded',
};

const campaignEventTypes = new Set<CampaignEvent['type']>([
  'advertising.CampaignCreated',
  'advertising.CampaignUpdated',
  'advertising.CampaignActivated',
  'advertising.CampaignPaused',
  'advertising.CampaignResumed',
  'advertising.CampaignRejected',
  'advertising.CampaignExpired',
  'advertising.CampaignRescheduled',
  'advertising.CampaignRenewalReminderSent',
  'advertising.CampaignRefunded',
]);

/** Campaigns with their status; announced to their advertiser (and admins). */
export const campaignsProjection: Projection = {
  name: 'campaigns',
  tables: ['campaigns'],
  eventTypes: campaignEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, campaignEventTypes)) return;
    const event = recorded;
    const { advertiserId, campaignId } = event.data;
    if (event.type === 'advertising.CampaignCreated') {
      const c = event.data;
      await db
        .insertInto('campaigns')
        .values({
          id: c.campaignId,
          advertiser_id: c.advertiserId,
          name: c.name,
          description: c.description,
          budget: c.budget,
          placement: c.placement,
          duration_months: c.durationMonths,
          start_date: c.startDate,
          end_date: c.endDate,
          expires_at: new Date(c.expiresAt),
          target_audience: JSON.stringify(c.targetAudience),
          status: 'pending',
          created_at: new Date(c.createdAt),
          updated_at: new Date(c.createdAt),
        })
        .execute();
    } else if (event.type === 'advertising.CampaignUpdated') {
      const c = event.data;
      await db
        .updateTable('campaigns')
        .set({
          name: c.name,
          description: c.description,
          target_audience: JSON.stringify(c.targetAudience),
          updated_at: new Date(c.at),
        })
        .where('id', '=', campaignId)
        .execute();
    } else if (event.type === 'advertising.CampaignRescheduled') {
      const c = event.data;
      await db
        .updateTable('campaigns')
        .set({
          start_date: c.startDate,
          end_date: c.endDate,
          expires_at: new Date(c.expiresAt),
          updated_at: new Date(c.at),
        })
        .where('id', '=', campaignId)
        .execute();
    } else if (event.type === 'advertising.CampaignRenewalReminderSent') {
      await db
        .updateTable('campaigns')
        .set({ renewal_reminder_sent_at: new Date(event.data.at) })
        .where('id', '=', campaignId)
        .execute();
    } else {
      const paid = event.type === 'advertising.CampaignActivated' && event.data.reason === 'payment';
      await db
        .updateTable('campaigns')
        .set({
          status: campaignStatusAfter[event.type]!,
          updated_at: new Date(event.data.at),
          ...(paid ? { paid: true } : {}),
        })
        .where('id', '=', campaignId)
        .execute();
    }
    return { ids: [campaignId], advertiserId, audience: 'advertiser' };
  }),
};

const adEventTypes = new Set<AdEvent['type']>([
  'advertising.AdCreated',
  'advertising.AdUpdated',
  'advertising.AdApproved',
  'advertising.AdRejected',
]);

/** Ads with their moderation status. Approved ads are public, so changes to them are announced to all. */
export const adsProjection: Projection = {
  name: 'ads',
  tables: ['ads'],
  eventTypes: adEventTypes,
  // Every change of an ad is told to its advertiser and admins only (competitors must not learn of it).
  // Visitors' placements pick approvals up on their next fetch.
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, adEventTypes)) return;
    const event = recorded;
    const { adId, advertiserId } = event.data;
    switch (event.type) {
      case 'advertising.AdCreated': {
        const a = event.data;
        await db
          .insertInto('ads')
          .values({
            id: a.adId,
            campaign_id: a.campaignId,
            advertiser_id: a.advertiserId,
            title: a.title,
            description: a.description,
            image_url: a.imageUrl,
            images: JSON.stringify(a.images),
            link_url: a.linkUrl,
            business_type: a.businessType,
            size: a.size,
            position: a.position,
            image_rotation_enabled: a.imageRotationEnabled,
            image_rotation_interval: a.imageRotationInterval,
            status: 'pending',
            created_at: new Date(a.createdAt),
            updated_at: new Date(a.createdAt),
          })
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      }
      case 'advertising.AdUpdated': {
        const a = event.data;
        await db
          .updateTable('ads')
          .set({
            title: a.title,
            description: a.description,
            image_url: a.imageUrl,
            images: JSON.stringify(a.images),
            link_url: a.linkUrl,
            business_type: a.businessType,
            image_rotation_enabled: a.imageRotationEnabled,
            image_rotation_interval: a.imageRotationInterval,
            // Back to review; `served` keeps the approved version until an admin approves this one.
            status: 'pending',
            updated_at: new Date(a.updatedAt),
          })
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      }
      case 'advertising.AdApproved':
        await db
          .updateTable('ads')
          .set((eb) => ({
            status: 'approved',
            rejection_reason: null,
            served: eb.fn('jsonb_build_object', [
              sql.lit('title'),
              eb.ref('title'),
              sql.lit('description'),
              eb.ref('description'),
              sql.lit('imageUrl'),
              eb.ref('image_url'),
              sql.lit('images'),
              eb.ref('images'),
              sql.lit('linkUrl'),
              eb.ref('link_url'),
              sql.lit('businessType'),
              eb.ref('business_type'),
              sql.lit('imageRotationEnabled'),
              eb.ref('image_rotation_enabled'),
              sql.lit('imageRotationInterval'),
              eb.ref('image_rotation_interval'),
            ]),
            updated_at: new Date(event.data.at),
          }))
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      case 'advertising.AdRejected':
        // A rejection stops the ad serving altogether, the approved version too.
        await db
          .updateTable('ads')
          .set({
            status: 'rejected',
            served: null,
            rejection_reason: event.data.reason,
            updated_at: new Date(event.data.at),
          })
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
    }
  }),
};

const paymentEventTypes = new Set<PaymentEvent['type']>([
  'advertising.PaymentIntentCreated',
  'advertising.PaymentSucceeded',
  'advertising.PaymentFailed',
  'advertising.PaymentRefunded',
]);

/** Payments per campaign: intent, then succeeded or failed. */
export const paymentsProjection: Projection = {
  name: 'payments',
  tables: ['payments'],
  eventTypes: paymentEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, paymentEventTypes)) return;
    const event = recorded;
    const { paymentId, advertiserId } = event.data;
    if (event.type === 'advertising.PaymentIntentCreated') {
      const p = event.data;
      await db
        .insertInto('payments')
        .values({
          id: p.paymentId,
          campaign_id: p.campaignId,
          advertiser_id: p.advertiserId,
          payment_intent_id: p.paymentIntentId,
          amount_cents: p.amount,
          currency: p.currency,
          mode: p.mode,
          status: 'requires_payment',
          created_at: new Date(p.createdAt),
          updated_at: new Date(p.createdAt),
        })
        .execute();
    } else if (event.type === 'advertising.PaymentRefunded') {
      await db
        .updateTable('payments')
        .set({ status: 'refunded', refund_id: event.data.refundId, updated_at: new Date(event.data.at) })
        .where('id', '=', paymentId)
        .execute();
    } else {
      await db
        .updateTable('payments')
        .set({
          status: event.type === 'advertising.PaymentSucceeded' ? 'succeeded' : 'failed',
          last_error: event.type === 'advertising.PaymentFailed' ? event.data.message : null,
          updated_at: new Date(event.data.at),
        })
        .where('id', '=', paymentId)
        .execute();
    }
    return { ids: [paymentId], advertiserId, audience: 'advertiser' };
  }),
};

const adStatsColumns = {
  ad_id: 'uuid',
  day: 'date',
  campaign_id: 'uuid',
  advertiser_id: 'uuid',
  impressions: 'integer',
  clicks: 'integer',
  flagged_impressions: 'integer',
  flagged_clicks: 'integer',
};
const adStatsCounters = ['impressions', 'clicks', 'flagged_impressions', 'flagged_clicks'] as const;

type TrafficRecorded = RecordedStoredEvent<AdTrafficEvent['type']>;

function adStatsRow(event: TrafficRecorded) {
  const t = event.data;
  const counted = t.flag === null ? 1 : 0;
  const flagged = 1 - counted;
  const click = event.type === 'advertising.AdClickRecorded';
  return {
    ad_id: t.adId,
    day: hawaiiDay(t.at),
    campaign_id: t.campaignId,
    advertiser_id: t.advertiserId,
    impressions: click ? 0 : counted,
    clicks: click ? counted : 0,
    flagged_impressions: click ? 0 : flagged,
    flagged_clicks: click ? flagged : 0,
  };
}

/** Adds the rows' counts to the (ad, day) rows already there; rows must have distinct keys. */
async function addAdStats(db: Transaction<ReadModelTables>, rows: ReturnType<typeof adStatsRow>[]) {
  await insertRows(
    db,
    'ad_stats',
    adStatsColumns,
    rows,
    sql`on conflict (ad_id, day) do update set ${sql.join(
      adStatsCounters.map(
        (c) => sql`${sql.ref(c)} = ${sql.ref(`ad_stats.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
      ),
    )}`,
  );
}

const adImageStatsColumns = {
  ad_id: 'uuid',
  image_url: 'text',
  advertiser_id: 'uuid',
  impressions: 'integer',
  clicks: 'integer',
};
const adImageStatsCounters = ['impressions', 'clicks'] as const;

/** Counted traffic per shown image; events without an image (older ones, single-image ads) add nothing. */
async function addAdImageStats(db: Transaction<ReadModelTables>, events: readonly TrafficRecorded[]) {
  const rows = events.flatMap((event) => {
    const t = event.data;
    if (!t.imageUrl || t.flag !== null) return [];
    const click = event.type === 'advertising.AdClickRecorded';
    return [
      {
        ad_id: t.adId,
        image_url: t.imageUrl,
        advertiser_id: t.advertiserId,
        impressions: click ? 0 : 1,
        clicks: click ? 1 : 0,
      },
    ];
  });
  if (!rows.length) return;
  await insertRows(
    db,
    'ad_image_stats',
    adImageStatsColumns,
    sumBy(rows, (row) => `${row.ad_id} ${row.image_url}`, adImageStatsCounters),
    sql`on conflict (ad_id, image_url) do update set ${sql.join(
      adImageStatsCounters.map(
        (c) => sql`${sql.ref(c)} = ${sql.ref(`ad_image_stats.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
      ),
    )}`,
  );
}

const adStatsChange = (row: ReturnType<typeof adStatsRow>): ReadModelChange => ({
  ids: [row.ad_id],
  advertiserId: row.advertiser_id,
  audience: 'advertiser',
});

const adTrafficEventTypes = new Set<AdTrafficEvent['type']>([
  'advertising.AdImpressionRecorded',
  'advertising.AdClickRecorded',
]);

/** Impressions and clicks per ad per Hawaii day. Flagged (bot, repeat) events are counted apart. */
export const adStatsProjection: Projection = {
  name: 'ad_stats',
  tables: ['ad_stats', 'ad_image_stats'],
  eventTypes: adTrafficEventTypes,
  async apply(db, recorded) {
    const events = recorded.filter((event) => isEventOf(event, adTrafficEventTypes));
    const rows = events.map(adStatsRow);
    await addAdStats(
      db,
      sumBy(rows, (row) => `${row.ad_id} ${row.day}`, adStatsCounters),
    );
    await addAdImageStats(db, events);
    return rows.map(adStatsChange);
  },
};

const rateEventTypes = new Set<RateSet['type']>(['advertising.RateSet']);

/** Advertising rates, as admins last set them. */
export const ratesProjection: Projection = {
  name: 'advertising_rates',
  tables: ['advertising_rates'],
  eventTypes: rateEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, rateEventTypes)) return;
    const r = recorded.data;
    const row = {
      name: r.name,
      description: r.description,
      ad_type: r.adType,
      position: r.position,
      size: r.size,
      daily_rate: r.dailyRate,
      weekly_rate: r.weeklyRate,
      monthly_rate: r.monthlyRate,
      impressions_per_day: r.impressionsPerDay,
      max_ads_per_position: r.maxAdsPerPosition,
      is_active: r.isActive,
      updated_at: new Date(r.at),
    };
    await db
      .insertInto('advertising_rates')
      .values({ id: r.rateId, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return { ids: [r.rateId], audience: 'public' };
  }),
};
