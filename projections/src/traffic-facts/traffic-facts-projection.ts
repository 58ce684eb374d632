import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { insertRows } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';
import { hawaiiDay, hawaiiHourOfDay, languageOf, pageOf } from './traffic-keys.ts';

export const TRAFFIC_FACTS = 'traffic_facts';

const trafficTypes = new Set<AdTrafficEvent['type']>([
  'advertising.AdImpressionRecorded',
  'advertising.AdClickRecorded',
  'advertising.AdImageViewed',
]);

const KIND = {
  'advertising.AdImpressionRecorded': 'impression',
  'advertising.AdClickRecorded': 'click',
  'advertising.AdImageViewed': 'image-view',
} as const;

const factColumns = {
  commit_position: 'bigint',
  prepare_position: 'bigint',
  recorded_at: 'timestamptz',
  kind: 'text',
  at: 'timestamptz',
  day: 'date',
  hour: 'smallint',
  campaign_id: 'text',
  ad_id: 'text',
  image_url: 'text',
  placement: 'text',
  page: 'text',
  language: 'text',
  device: 'text',
  flag: 'text',
  rule_version: 'smallint',
  visitor_id: 'text',
  user_agent: 'text',
  serve: 'text',
  cookie: 'text',
  device_key: 'text',
  network_key: 'text',
};

function factRow(event: RecordedStoredEvent<AdTrafficEvent['type']>, placement: string) {
  const t = event.data;
  return {
    commit_position: String(event.logPosition.commit),
    prepare_position: String(event.logPosition.prepare),
    recorded_at: event.createdAt.toISOString(),
    kind: KIND[event.type],
    at: t.at,
    day: hawaiiDay(t.at),
    hour: hawaiiHourOfDay(t.at),
    campaign_id: t.campaignId,
    ad_id: t.adId,
    image_url: t.imageUrl,
    placement,
    page: pageOf(t.pageUrl),
    language: languageOf(t.pageUrl),
    device: t.deviceType,
    flag: t.flag,
    rule_version: t.ruleVersion,
    visitor_id: t.visitorId,
    user_agent: t.inputs?.userAgent ?? null,
    serve: t.inputs?.serve ?? null,
    cookie: t.inputs?.cookie ?? null,
    device_key: t.inputs?.deviceKey ?? null,
    network_key: t.inputs?.networkKey ?? null,
  };
}

/** The placements already known of the campaigns a page's traffic names. */
async function knownPlacements(db: Transaction<ReadModelTables>, events: readonly RecordedEvent[]) {
  const ids = new Set<string>();
  for (const event of events) if (isEventOf(event, trafficTypes)) ids.add(event.data.campaignId);
  if (ids.size === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('traffic_fact_placements')
    .select(['campaign_id', 'placement'])
    .where('campaign_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, row.placement]));
}

/**
 * One typed row per impression, image view and click, with its log position: what analytics reports
 * aggregate in SQL and re-judge without parsing the log. A fact takes its campaign's placement as created
 * before it in the log ('content' before that), as reading the log in order gives it.
 */
export const trafficFactsProjection: Projection = {
  name: TRAFFIC_FACTS,
  tables: ['traffic_facts', 'traffic_fact_placements'],
  eventTypes: new Set<string>([...trafficTypes, 'advertising.CampaignCreated']),
  async apply(db, events) {
    const placements = await knownPlacements(db, events);
    const created = new Map<string, string>();
    const rows: ReturnType<typeof factRow>[] = [];
    for (const event of events) {
      if (isEventOf(event, ['advertising.CampaignCreated'])) {
        placements.set(event.data.campaignId, event.data.placement);
        created.set(event.data.campaignId, event.data.placement);
      } else if (isEventOf(event, trafficTypes)) {
        rows.push(factRow(event, placements.get(event.data.campaignId) ?? 'content'));
      }
    }
    await insertRows(
      db,
      'traffic_fact_placements',
      { campaign_id: 'text', placement: 'text' },
      [...created].map(([campaign_id, placement]) => ({ campaign_id, placement })),
      sql`on conflict (campaign_id) do update set placement = excluded.placement`,
    );
    await insertRows(db, 'traffic_facts', factColumns, rows);
    // Analysts' reports are not live: no dashboard is told.
    return [];
  },
};
