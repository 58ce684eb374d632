import type { Kysely } from 'kysely';
import { ctr, type AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
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
import {
  countFacts,
  factPages,
  factPlacements,
  factsCheckpoint,
  lastFact,
  type FactDimension,
  type FactsRange,
  type TrafficFact,
} from '../traffic-facts/traffic-facts-queries.ts';
import { hawaiiDay, hawaiiHourOfDay, hourKey, languageOf, pageOf } from '../traffic-facts/traffic-keys.ts';
import type {
  AnalyticsMeasures,
  AnalyticsProgress,
  AnalyticsQuery,
  AnalyticsReport,
  AnalyticsRow,
  CampaignDelta,
  Dimension,
} from './analytics-query.ts';
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

// Reading the log dominates a replay: larger pages mean fewer round trips.
const PAGE = 10_000;
const FACT_PAGE = 20_000;

type Keys = Partial<Record<Dimension, string>>;
type FactKeyRecord = TrafficFact['keys'];

/** A row being summed: counts, and counted impressions per campaign-day for sharing spend. */
interface Tally {
  keys: Keys;
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

  add(factKeys: FactKeyRecord, kind: 'impression' | 'click', flag: TrafficFlag, count = 1) {
    const verdict = flag ?? 'counted';
    const keys: Keys = {};
    for (const dimension of this.groupBy)
      keys[dimension] = dimension === 'verdict' ? verdict : factKeys[dimension];
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
    if (kind === 'click') {
      if (flag === null) tally.clicks += count;
      else tally.flaggedClicks += count;
      return;
    }
    if (flag !== null) {
      tally.flaggedImpressions += count;
      return;
    }
    tally.impressions += count;
    const campaignDay = `${factKeys.campaign} ${factKeys.day}`;
    tally.campaignDays.set(campaignDay, (tally.campaignDays.get(campaignDay) ?? 0) + count);
    this.campaignDays.set(campaignDay, (this.campaignDays.get(campaignDay) ?? 0) + count);
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

function abortError(): Error {
  const error = new Error('The report was cancelled');
  error.name = 'AbortError';
  return error;
}

/** A traffic event read from the log, as a fact. */
function factOfEvent(event: AdTrafficEvent, placements: Map<string, string>): TrafficFact {
  const t = event.data;
  return {
    kind:
      event.type === 'advertising.AdClickRecorded'
        ? 'click'
        : event.type === 'advertising.AdImageViewed'
          ? 'image-view'
          : 'impression',
    adId: t.adId,
    visitorId: t.visitorId,
    at: Date.parse(t.at),
    flag: t.flag,
    inputs: t.inputs ?? null,
    keys: {
      day: hawaiiDay(t.at),
      hour: hourKey(hawaiiDay(t.at), hawaiiHourOfDay(t.at)),
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

/** A rule version judging the traffic again, or the flags as recorded. */
function verdictOf(
  judge: TrafficJudge | null,
  fact: TrafficFact,
): { flag: TrafficFlag; asRecorded: boolean } {
  if (!judge || !fact.inputs) return { flag: fact.flag, asRecorded: judge !== null };
  const { kind, adId, visitorId, at, inputs } = fact;
  return { flag: judge({ kind, adId, visitorId, at, inputs }), asRecorded: false };
}

/** What a report sums: its rows, and with a second rule version, that one's rows and per-campaign totals. */
class ReportTallies {
  readonly base: Tallies;
  readonly compared: Tallies;
  readonly perCampaign = { base: new Tallies(['campaign']), compared: new Tallies(['campaign']) };
  judgedAsRecorded = 0;
  private readonly query: AnalyticsQuery;
  private readonly judges: { base: TrafficJudge | null; compared: TrafficJudge | null };

  constructor(query: AnalyticsQuery) {
    this.query = query;
    this.base = new Tallies(query.groupBy);
    this.compared = new Tallies(query.groupBy);
    this.judges = {
      base: query.rules === 'recorded' ? null : judgeFor(query.rules),
      compared: query.compareRules === undefined ? null : judgeFor(query.compareRules),
    };
  }

  /** True when every figure is the flags as recorded: counts suffice, no judge needs each fact in order. */
  get asRecorded() {
    return !this.judges.base && !this.judges.compared;
  }

  /** One fact, in log order: judges see every fact, in or out of range, as their state needs them. */
  add(fact: TrafficFact) {
    const judged = verdictOf(this.judges.base, fact);
    const judgedAgain = this.judges.compared ? verdictOf(this.judges.compared, fact) : null;
    if (fact.kind === 'image-view') return;
    const { keys } = fact;
    if (keys.day < this.query.from || keys.day > this.query.to) return;
    if (this.query.campaignId && keys.campaign !== this.query.campaignId) return;
    if (judged.asRecorded) this.judgedAsRecorded += 1;
    this.base.add(keys, fact.kind, judged.flag);
    if (!judgedAgain) return;
    this.compared.add(keys, fact.kind, judgedAgain.flag);
    this.perCampaign.base.add(keys, fact.kind, judged.flag);
    this.perCampaign.compared.add(keys, fact.kind, judgedAgain.flag);
  }
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

/** The last event a report took, as it says in `asOf`. */
interface Taken {
  position: LogPosition;
  at: Date | null;
}

/**
 * How a report reads: the traffic facts up to the facts projection's checkpoint (or the as-of position, if
 * earlier), then the log after them. The log is read from the last fact in range, so the report still
 * names the last event it took (which may be no traffic), and past the checkpoint it counts what the
 * projection has not applied yet: a report as of now misses no event the log holds.
 */
interface ReadPlan {
  facts: FactsRange | null;
  readFrom: Taken | null;
}

async function readPlan(db: Kysely<ReadModelTables>, query: AnalyticsQuery): Promise<ReadPlan> {
  const checkpoint = await factsCheckpoint(db);
  if (!checkpoint) return { facts: null, readFrom: null };
  const asOf = query.asOfPosition ? parseLogPosition(query.asOfPosition) : null;
  const recordedBy = query.asOfTime ? new Date(query.asOfTime) : null;
  if (!recordedBy && (!asOf || comparePositions(asOf, checkpoint.position) >= 0))
    return { facts: { upTo: checkpoint.position, recordedBy }, readFrom: checkpoint };
  const facts = {
    upTo: asOf && comparePositions(asOf, checkpoint.position) < 0 ? asOf : checkpoint.position,
    recordedBy,
  };
  return { facts, readFrom: await lastFact(db, facts) };
}

const factDimensions = (query: AnalyticsQuery) =>
  query.groupBy.filter((dimension): dimension is FactDimension => dimension !== 'verdict');

/** The facts in range summed in SQL, by recorded flag. */
async function countRecorded(
  db: Kysely<ReadModelTables>,
  query: AnalyticsQuery,
  facts: FactsRange,
  tallies: ReportTallies,
) {
  for (const count of await countFacts(db, facts, query, factDimensions(query)))
    tallies.base.add(count.keys, count.kind, count.flag, count.count);
}

/**
 * Ad traffic by the query's dimensions, as known at its as-of point, judged by its rules. With the flags as
 * recorded, the traffic facts are counted in SQL; a rule judging again is fed every fact in log order from
 * the start (it needs every earlier event of a visitor, device and network). Events the facts projection has
 * not applied yet are read from the log. Events recorded before traffic kept its inputs keep their recorded
 * flag whatever the rule; the report says how many. Throws an error named 'AbortError' once the signal aborts.
 */
export async function runAnalyticsReport(
  deps: AnalyticsDeps,
  query: AnalyticsQuery,
  options: AnalyticsRunOptions = {},
): Promise<AnalyticsReport> {
  const { signal } = options;
  if (signal?.aborted) throw abortError();
  const [head, costs, plan] = await Promise.all([
    deps.store.headPosition(),
    campaignCosts(deps.db),
    readPlan(deps.db, query),
  ]);
  const total = Number(head?.globalPosition ?? 0n);
  const progress = (at: LogPosition | null) =>
    options.onProgress?.({ done: Math.min(Number(at?.prepare ?? 0n), total), total });
  const tallies = new ReportTallies(query);
  const placements = plan.facts ? await factPlacements(deps.db) : new Map<string, string>();
  if (plan.facts && tallies.asRecorded) {
    await countRecorded(deps.db, query, plan.facts, tallies);
    progress(plan.facts.upTo);
  } else if (plan.facts) {
    for await (const page of factPages(deps.db, plan.facts, factDimensions(query), FACT_PAGE)) {
      if (signal?.aborted) throw abortError();
      for (const fact of page.facts) tallies.add(fact);
      progress(page.last);
    }
  }
  if (signal?.aborted) throw abortError();
  const last = await readLogAfter(deps.store, query, plan, tallies, placements, { signal, progress });
  const today = options.today ?? hawaiiDay(new Date());
  const daySpend: DaySpend = (campaignDay) => {
    const [campaignId, day] = campaignDay.split(' ') as [string, string];
    return daySpendCents(costs.get(campaignId), day, today);
  };
  const report = rowsOf(tallies.base, daySpend);
  return {
    query,
    asOf: {
      position: last ? formatLogPosition(last.position) : null,
      at: last?.at?.toISOString() ?? null,
    },
    ruleVersion: query.rules,
    ...report,
    judgedAsRecorded: tallies.judgedAsRecorded,
    names: await namesOf(deps.db, costs, [...report.rows, ...tallies.perCampaign.base.rows.values()]),
    ...(query.compareRules !== undefined
      ? { comparison: comparisonOf(query, tallies.compared, tallies.perCampaign, daySpend) }
      : {}),
  };
}

/**
 * Reads the log from the plan's start up to the as-of point and sums the traffic past the facts. Returns
 * the last event taken.
 */
async function readLogAfter(
  store: EventStore,
  query: AnalyticsQuery,
  plan: ReadPlan,
  tallies: ReportTallies,
  placements: Map<string, string>,
  options: { signal: AbortSignal | undefined; progress: (at: LogPosition | null) => void },
): Promise<Taken | null> {
  const limit = asOfLimit(query);
  const counted = plan.facts?.upTo ?? null;
  let last: Taken | null = plan.readFrom;
  let from: LogPosition | 'start' = plan.readFrom?.position ?? 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: PAGE });
    if (options.signal?.aborted) throw abortError();
    if (page.length === 0) return last;
    from = page[page.length - 1]!.logPosition;
    for (const recorded of page) {
      const verdict = limit(recorded);
      if (verdict === 'stop') return last;
      if (verdict === 'skip') continue;
      last = { position: recorded.logPosition, at: recorded.createdAt };
      if (counted && comparePositions(recorded.logPosition, counted) <= 0) continue;
      const event = readStoredEvent(recorded);
      if (isEventOf(event, ['advertising.CampaignCreated'])) {
        placements.set(event.data.campaignId, event.data.placement);
        continue;
      }
      if (
        isEventOf(event, [
          'advertising.AdImpressionRecorded',
          'advertising.AdClickRecorded',
          'advertising.AdImageViewed',
        ])
      )
        tallies.add(factOfEvent(event, placements));
    }
    options.progress(last?.position ?? null);
  }
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
