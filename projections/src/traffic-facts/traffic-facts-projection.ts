import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { comparePositions } from '@nsg/platform/event-store/event-store.ts';
import { isEventOf, type RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { insertRows } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';
import { FactJudges, lastStoredFact, TRAFFIC_KIND, trafficTypes } from './fact-judging.ts';
import { verdictColumn, type VerdictColumns } from './traffic-facts-tables.ts';
import { hawaiiDay, hawaiiHourOfDay, languageOf, pageOf } from './traffic-keys.ts';
import { ruleVersionNumbers } from '@nsg/domain/advertising/traffic-rules/index.ts';

export const TRAFFIC_FACTS = 'traffic_facts';

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
  judged: 'boolean',
  ...Object.fromEntries(ruleVersionNumbers.map((version) => [verdictColumn(version), 'text'])),
  visitor_id: 'text',
  device_key: 'text',
  network_key: 'text',
};

function factRow(
  event: RecordedStoredEvent<AdTrafficEvent['type']>,
  placement: string,
  verdicts: VerdictColumns,
) {
  const t = event.data;
  return {
    commit_position: String(event.logPosition.commit),
    prepare_position: String(event.logPosition.prepare),
    recorded_at: event.createdAt.toISOString(),
    kind: TRAFFIC_KIND[event.type],
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
    judged: t.inputs !== null && t.inputs !== undefined,
    ...verdicts,
    visitor_id: t.visitorId,
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

/** Where the judges stand, per schema: the live tables and a rebuild's copies are judged apart. */
type Judging = Map<string, { through: LogPosition | null | 'judging'; judges: FactJudges }>;

const samePosition = (a: LogPosition | null | 'judging', b: LogPosition | null) =>
  a === null || b === null || a === 'judging' ? a === b : comparePositions(a, b) === 0;

/**
 * The judges as they stand after the last fact stored. They are kept between pages; when the tables
 * moved on without them (a rolled-back page, a rebuild, another runner taking over) they pick up again
 * from the stored verdicts.
 */
async function judgesAfterStoredFacts(db: Transaction<ReadModelTables>, judging: Judging) {
  const last = await lastStoredFact(db);
  const kept = judging.get(last.schema);
  if (kept && samePosition(kept.through, last.position)) return kept;
  const state = { through: last.position as LogPosition | null | 'judging', judges: new FactJudges() };
  if (last.position) await state.judges.resume(db);
  judging.set(last.schema, state);
  return state;
}

/**
 * One typed row per impression, image view and click, with its log position and every rule version's
 * verdict on it: what analytics reports count in SQL, as recorded or as any rule would have judged. A fact takes its campaign's placement as created
 * before it in the log ('content' before that), as reading the log in order gives it.
 */
export function createTrafficFactsProjection(): Projection {
  const judging: Judging = new Map();
  return {
    name: TRAFFIC_FACTS,
    tables: ['traffic_facts', 'traffic_fact_placements'],
    eventTypes: new Set<string>([...trafficTypes, 'advertising.CampaignCreated']),
    async apply(db, events) {
      const placements = await knownPlacements(db, events);
      const state = await judgesAfterStoredFacts(db, judging);
      const storedThrough = state.through;
      // Until this page's rows are stored, the judges are ahead of the tables.
      state.through = 'judging';
      const created = new Map<string, string>();
      const rows: ReturnType<typeof factRow>[] = [];
      let last = storedThrough;
      for (const event of events) {
        if (isEventOf(event, ['advertising.CampaignCreated'])) {
          placements.set(event.data.campaignId, event.data.placement);
          created.set(event.data.campaignId, event.data.placement);
        } else if (isEventOf(event, trafficTypes)) {
          const verdicts = state.judges.verdicts(TRAFFIC_KIND[event.type], event);
          rows.push(factRow(event, placements.get(event.data.campaignId) ?? 'content', verdicts));
          last = event.logPosition;
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
      state.through = last;
      // Analysts' reports are not live: no dashboard is told.
      return [];
    },
  };
}

export const trafficFactsProjection = createTrafficFactsProjection();
