import type { Kysely } from 'kysely';
import { ctr, type AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { judgeFor, type TrafficJudge } from '@nsg/domain/advertising/traffic-rules/rejudge.ts';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';
import type { LogPosition, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import {
  comparePositions,
  formatLogPosition,
  parseLogPosition,
  type EventStore,
} from '@nsg/platform/event-store/event-store.ts';
import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type {
  AnalyticsMeasures,
  AnalyticsProgress,
  AnalyticsQuery,
  AnalyticsReport,
  AnalyticsRow,
  CampaignDelta,
  Dimension,
} from '@nsg/domain/analytics/analytics-query.ts';
import { campaignCosts, daySpendCents } from './campaign-spend.ts';

export interface AnalyticsDeps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
}

export interface AnalyticsRunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: AnalyticsProgress) => void;
  /** The Hawaii day spend is counted up to; today's by default. */
  today?: string;
}

// Reading the log dominates a report: larger pages mean fewer round trips.
const PAGE = 10_000;

/** One traffic event in range, with what each dimension reads. */
interface Fact {
  kind: 'impression' | 'click';
  keys: Record<Exclude<Dimension, 'verdict'>, string>;
}

/** A row being summed: counts, and counted impressions per campaign-day for sharing spend. */
interface Tally {
  keys: Partial<Record<Dimension, string>>;
  impressions: number;
  clicks: number;
  flaggedImpressions: number;
  flaggedClicks: number;
  campaignDays: Map<string, number>;
}

class Tallies {
  readonly rows = new Map<string, Tally>();
  /** Counted impressions per campaign-day, across every row. */
  readonly campaignDays = new Map<string, number>();
  private readonly groupBy: readonly Dimension[];
  constructor(groupBy: readonly Dimension[]) {
    this.groupBy = groupBy;
  }

  add(fact: Fact, flag: TrafficFlag) {
    const verdict = flag ?? 'counted';
    const keys: Partial<Record<Dimension, string>> = {};
    for (const dimension of this.groupBy)
      keys[dimension] = dimension === 'verdict' ? verdict : fact.keys[dimension];
    const id = JSON.stringify(this.groupBy.map((dimension) => keys[dimension]));
    let tally = this.rows.get(id);
    if (!tally) {
      tally = {
        keys,
        impressions: 0,
        clicks: 0,
        flaggedImpressions: 0,
        flaggedClicks: 0,
        campaignDays: new Map(),
      };
      this.rows.set(id, tally);
    }
    if (fact.kind === 'click') {
      if (flag === null) tally.clicks += 1;
      else tally.flaggedClicks += 1;
      return;
    }
    if (flag !== null) {
      tally.flaggedImpressions += 1;
      return;
    }
    tally.impressions += 1;
    const campaignDay = `${fact.keys.campaign} ${fact.keys.day}`;
    tally.campaignDays.set(campaignDay, (tally.campaignDays.get(campaignDay) ?? 0) + 1);
    this.campaignDays.set(campaignDay, (this.campaignDays.get(campaignDay) ?? 0) + 1);
  }
}

/** Cost per thousand counted impressions and per counted click, in cents; null without any. */
function measures(t: Omit<AnalyticsMeasures, 'ctr' | 'cpm' | 'cpc'>): AnalyticsMeasures {
  return {
    ...t,
    ctr: ctr(t.clicks, t.impressions),
    cpm: t.impressions ? Math.round((t.spendCents / t.impressions) * 1000) : null,
    cpc: t.clicks ? Math.round(t.spendCents / t.clicks) : null,
  };
}

type DaySpend = (campaignDay: string) => number;

/** A campaign-day's cost goes to its counted impressions evenly, so to each row by its share of them. */
function rowsOf(tallies: Tallies, daySpend: DaySpend): { rows: AnalyticsRow[]; totals: AnalyticsMeasures } {
  const sum = { impressions: 0, clicks: 0, flaggedImpressions: 0, flaggedClicks: 0, spendCents: 0 };
  const rows = [...tallies.rows.values()].map((tally) => {
    let spendCents = 0;
    for (const [campaignDay, counted] of tally.campaignDays)
      spendCents += Math.round((daySpend(campaignDay) * counted) / tallies.campaignDays.get(campaignDay)!);
    const { keys, impressions, clicks, flaggedImpressions, flaggedClicks } = tally;
    sum.impressions += impressions;
    sum.clicks += clicks;
    sum.flaggedImpressions += flaggedImpressions;
    sum.flaggedClicks += flaggedClicks;
    sum.spendCents += spendCents;
    return { keys, ...measures({ impressions, clicks, flaggedImpressions, flaggedClicks, spendCents }) };
  });
  rows.sort((a, b) => compareKeys(a.keys, b.keys));
  return { rows, totals: measures(sum) };
}

const compareKeys = (a: AnalyticsRow['keys'], b: AnalyticsRow['keys']) =>
  JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b)));

/** The beach or business page, without its language prefix; other pages by their first segment. */
export function pageOf(pageUrl: string): string {
  const path = pageUrl.replace(/^\/ja(?=\/|$)/, '') || '/';
  const match = /^\/(beaches|businesses|places|marketplace)\/([^/]+)/.exec(path);
  return match ? `/${match[1]}/${match[2]}` : `/${path.split('/')[1] ?? ''}`;
}

const languageOf = (pageUrl: string) => (/^\/ja(\/|$)/.test(pageUrl) ? 'ja' : 'en');

function hawaiiHour(at: string): string {
  const local = new Date(Date.parse(at) - 10 * 3600_000).toISOString();
  return `${local.slice(0, 13)}:00`;
}

function factOf(event: AdTrafficEvent, placements: Map<string, string>): Fact {
  const t = event.data;
  return {
    kind: event.type === 'advertising.AdClickRecorded' ? 'click' : 'impression',
    keys: {
      day: hawaiiDay(t.at),
      hour: hawaiiHour(t.at),
      campaign: t.campaignId,
      ad: t.adId,
      image: t.imageUrl ?? '',
      placement: placements.get(t.campaignId) ?? 'content',
      page: pageOf(t.pageUrl),
      language: languageOf(t.pageUrl),
      device: t.deviceType,
    },
  };
}

function abortError(): Error {
  const error = new Error('The report was cancelled');
  error.name = 'AbortError';
  return error;
}

/** A rule version judging the log again, or the flags as recorded. */
function verdictOf(
  judge: TrafficJudge | null,
  event: AdTrafficEvent,
): { flag: TrafficFlag; asRecorded: boolean } {
  const t = event.data;
  if (!judge || !t.inputs) return { flag: t.flag, asRecorded: judge !== null };
  const kind =
    event.type === 'advertising.AdClickRecorded'
      ? 'click'
      : event.type === 'advertising.AdImageViewed'
        ? 'image-view'
        : 'impression';
  return {
    flag: judge({ kind, adId: t.adId, visitorId: t.visitorId, at: Date.parse(t.at), inputs: t.inputs }),
    asRecorded: false,
  };
}

/** Where reading stops: after a position, or at events recorded after a time. */
function asOfLimit(query: AnalyticsQuery): (event: RecordedEvent) => 'take' | 'skip' | 'stop' {
  const position = query.asOfPosition ? parseLogPosition(query.asOfPosition) : null;
  const time = query.asOfTime ? Date.parse(query.asOfTime) : null;
  return (event) => {
    if (position && comparePositions(event.logPosition, position) > 0) return 'stop';
    if (time !== null && event.createdAt.getTime() > time) return 'skip';
    return 'take';
  };
}

/**
 * Ad traffic by the query's dimensions, as known at its as-of point, judged by its rules. Reads the log in
 * order from its start (a rule judging again needs every earlier event of a visitor, device and network).
 * Events recorded before traffic kept its inputs keep their recorded flag whatever the rule; the report
 * says how many. Throws an error named 'AbortError' once the signal aborts.
 */
export async function runAnalyticsReport(
  deps: AnalyticsDeps,
  query: AnalyticsQuery,
  options: AnalyticsRunOptions = {},
): Promise<AnalyticsReport> {
  if (options.signal?.aborted) throw abortError();
  const [head, costs] = await Promise.all([deps.store.headPosition(), campaignCosts(deps.db)]);
  const total = Number(head?.globalPosition ?? 0n);
  const base = query.rules === 'recorded' ? null : judgeFor(query.rules);
  const compared = query.compareRules === undefined ? null : judgeFor(query.compareRules);
  const baseTallies = new Tallies(query.groupBy);
  const comparedTallies = new Tallies(query.groupBy);
  const perCampaign = { base: new Tallies(['campaign']), compared: new Tallies(['campaign']) };
  const placements = new Map<string, string>();
  const limit = asOfLimit(query);
  let judgedAsRecorded = 0;
  let last: RecordedEvent | null = null;
  let from: LogPosition | 'start' = 'start';
  reading: for (;;) {
    const page = await deps.store.readAll({ from, limit: PAGE });
    if (options.signal?.aborted) throw abortError();
    if (page.length === 0) break;
    from = page[page.length - 1]!.logPosition;
    for (const recorded of page) {
      const verdict = limit(recorded);
      if (verdict === 'stop') break reading;
      if (verdict === 'skip') continue;
      last = recorded;
      const event = readStoredEvent(recorded);
      if (isEventOf(event, ['advertising.CampaignCreated'])) {
        placements.set(event.data.campaignId, event.data.placement);
        continue;
      }
      if (
        !isEventOf(event, [
          'advertising.AdImpressionRecorded',
          'advertising.AdClickRecorded',
          'advertising.AdImageViewed',
        ])
      )
        continue;
      // Judges see every event, in or out of range, as their state needs them.
      const judged = verdictOf(base, event);
      const judgedAgain = compared ? verdictOf(compared, event) : null;
      if (event.type === 'advertising.AdImageViewed') continue;
      const fact = factOf(event, placements);
      if (fact.keys.day < query.from || fact.keys.day > query.to) continue;
      if (query.campaignId && fact.keys.campaign !== query.campaignId) continue;
      if (judged.asRecorded) judgedAsRecorded += 1;
      baseTallies.add(fact, judged.flag);
      if (!judgedAgain) continue;
      comparedTallies.add(fact, judgedAgain.flag);
      perCampaign.base.add(fact, judged.flag);
      perCampaign.compared.add(fact, judgedAgain.flag);
    }
    options.onProgress?.({ done: Math.min(Number(last?.globalPosition ?? 0n), total), total });
  }
  const today = options.today ?? hawaiiDay(new Date());
  const daySpend: DaySpend = (campaignDay) => {
    const [campaignId, day] = campaignDay.split(' ') as [string, string];
    return daySpendCents(costs.get(campaignId), day, today);
  };
  const report = rowsOf(baseTallies, daySpend);
  return {
    query,
    asOf: {
      position: last ? formatLogPosition(last.logPosition) : null,
      at: last?.createdAt.toISOString() ?? null,
    },
    ruleVersion: query.rules,
    ...report,
    judgedAsRecorded,
    names: await namesOf(deps.db, costs, [...report.rows, ...perCampaign.base.rows.values()]),
    ...(query.compareRules !== undefined
      ? { comparison: comparisonOf(query, comparedTallies, perCampaign, daySpend) }
      : {}),
  };
}

/** The names of the campaigns and ads a report mentions, as they are called now. */
async function namesOf(
  db: Kysely<ReadModelTables>,
  costs: Map<string, { name: string }>,
  mentioned: { keys: Partial<Record<Dimension, string>> }[],
): Promise<AnalyticsReport['names']> {
  const campaignIds = new Set<string>();
  const adIds = new Set<string>();
  for (const { keys } of mentioned) {
    if (keys.campaign) campaignIds.add(keys.campaign);
    if (keys.ad) adIds.add(keys.ad);
  }
  const ads = adIds.size
    ? await db
        .selectFrom('ads')
        .select(['id', 'title'])
        .where('id', 'in', [...adIds])
        .execute()
    : [];
  const campaign = Object.fromEntries(
    [...campaignIds].flatMap((id) => (costs.has(id) ? [[id, costs.get(id)!.name]] : [])),
  );
  return { campaign, ad: Object.fromEntries(ads.map((ad) => [ad.id, ad.title])) };
}

/** Per campaign, the first rule's figures against the second's. */
function comparisonOf(
  query: AnalyticsQuery,
  compared: Tallies,
  perCampaign: { base: Tallies; compared: Tallies },
  daySpend: DaySpend,
) {
  const totalsOf = (tallies: Tallies) =>
    new Map(rowsOf(tallies, daySpend).rows.map((row) => [row.keys.campaign!, row] as const));
  const baseCampaigns = totalsOf(perCampaign.base);
  const comparedCampaigns = totalsOf(perCampaign.compared);
  const ids = [...new Set([...baseCampaigns.keys(), ...comparedCampaigns.keys()])].sort();
  const zero = measures({
    impressions: 0,
    clicks: 0,
    flaggedImpressions: 0,
    flaggedClicks: 0,
    spendCents: 0,
  });
  const perCampaignDelta: CampaignDelta[] = ids.map((campaignId) => {
    const b = baseCampaigns.get(campaignId) ?? zero;
    const c = comparedCampaigns.get(campaignId) ?? zero;
    return {
      campaignId,
      impressions: { base: b.impressions, compared: c.impressions },
      clicks: { base: b.clicks, compared: c.clicks },
      spendCents: { base: b.spendCents, compared: c.spendCents },
      cpm: { base: b.cpm, compared: c.cpm },
      cpc: { base: b.cpc, compared: c.cpc },
    };
  });
  return { ruleVersion: query.compareRules!, ...rowsOf(compared, daySpend), perCampaignDelta };
}
