import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { insertRows, sumBy } from '../runner/page-apply.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';

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

const adImageViewsColumns = {
  ad_id: 'uuid',
  image_url: 'text',
  day: 'date',
  advertiser_id: 'uuid',
  views: 'integer',
  clicks: 'integer',
};
const adImageViewsCounters = ['views', 'clicks'] as const;

type ImageTraffic = RecordedStoredEvent<AdTrafficEvent['type']>;

/**
 * A counted image view, or a counted click with the image on screen. Rule 1 counted an impression per image
 * as it came on screen: those are the image views of their time.
 */
function imageViewRow(event: ImageTraffic) {
  const t = event.data;
  if (!t.imageUrl || t.flag !== null) return [];
  const click = event.type === 'advertising.AdClickRecorded';
  const view =
    event.type === 'advertising.AdImageViewed' ||
    (event.type === 'advertising.AdImpressionRecorded' && t.ruleVersion === 1);
  if (!click && !view) return [];
  const day = hawaiiDay(t.at);
  return [
    {
      ad_id: t.adId,
      image_url: t.imageUrl,
      day,
      advertiser_id: t.advertiserId,
      views: view ? 1 : 0,
      clicks: click ? 1 : 0,
    },
  ];
}

async function addImageViews(db: Transaction<ReadModelTables>, events: readonly ImageTraffic[]) {
  const rows = events.flatMap(imageViewRow);
  if (!rows.length) return;
  await insertRows(
    db,
    'ad_image_views',
    adImageViewsColumns,
    sumBy(rows, (row) => `${row.ad_id} ${row.image_url} ${row.day}`, adImageViewsCounters),
    sql`on conflict (ad_id, image_url, day) do update set ${sql.join(
      adImageViewsCounters.map(
        (c) => sql`${sql.ref(c)} = ${sql.ref(`ad_image_views.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
      ),
    )}`,
  );
}

const adStatsChange = (row: { ad_id: string; advertiser_id: string }): ReadModelChange => ({
  ids: [row.ad_id],
  advertiserId: row.advertiser_id,
  audience: 'advertiser',
});

const adTrafficEventTypes = new Set<AdTrafficEvent['type']>([
  'advertising.AdImpressionRecorded',
  'advertising.AdClickRecorded',
]);
const imageTrafficEventTypes = new Set<AdTrafficEvent['type']>([
  ...adTrafficEventTypes,
  'advertising.AdImageViewed',
]);

/**
 * Impressions and clicks per ad per Hawaii day (flagged ones counted apart), and views and clicks per image
 * per day.
 */
export const adStatsProjection: Projection = {
  name: 'ad_stats',
  tables: ['ad_stats', 'ad_image_views'],
  eventTypes: imageTrafficEventTypes,
  async apply(db, recorded) {
    const events = recorded.filter((event) => isEventOf(event, adTrafficEventTypes));
    const rows = events.map(adStatsRow);
    await addAdStats(
      db,
      sumBy(rows, (row) => `${row.ad_id} ${row.day}`, adStatsCounters),
    );
    const imageTraffic = recorded.filter((event) => isEventOf(event, imageTrafficEventTypes));
    await addImageViews(db, imageTraffic);
    return [...rows, ...imageTraffic.flatMap(imageViewRow)].map(adStatsChange);
  },
};
