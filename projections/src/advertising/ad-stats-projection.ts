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
