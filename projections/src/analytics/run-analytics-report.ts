import type { Kysely } from 'kysely';
import { ctr, type AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
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
import { FactJudges, TRAFFIC_KIND } from '../traffic-facts/fact-judging.ts';
import { verdictColumn } from '../traffic-facts/traffic-facts-tables.ts';
import { factsMirrorOf } from '../traffic-facts/facts-mirror.ts';
import {
  factPlacements,
  factsCheckpoint,
  lastFact,
  type FactCount,
  type FactCountKeys,
  type FactDimension,
  type FactsRange,
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

// Reading the log dominates a replay: larger pages mean fewer round trips.
const PAGE = 10_000;

type Keys = Partial<Record<Dimension, string>>;

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

  add(factKeys: FactCountKeys, kind: 'impression' | 'click', flag: TrafficFlag, count = 1) {
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

/** The keys a traffic event read from the log is counted by, as its fact's. */
function keysOfEvent(event: AdTrafficEvent, placements: Map<string, string>): FactCountKeys {
  const t = event.data;
  return {
    day: hawaiiDay(t.at),
    hour: hourKey(hawaiiDay(t.at), hawaiiHourOfDay(t.at)),
    campaign: t.campaignId,
    ad: t.adId,
    image: t.imageUrl ?? '',
    placement: placements.get(t.campaignId) ?? 'content',
    page: pageOf(t.pageUrl),
    language: languageOf(t.pageUrl),
    device: t.deviceType,
  };
}

/** What a report sums: its rows, and with a second rule version, that one's rows and per-campaign totals. */
class ReportTallies {
  readonly base: Tallies;
  readonly compared: Tallies;
  readonly perCampaign = { base: new Tallies(['campaign']), compared: new Tallies(['campaign']) };
  judgedAsRecorded = 0;
  private readonly query: AnalyticsQuery;

  constructor(query: AnalyticsQuery) {
    this.query = query;
    this.base = new Tallies(query.groupBy);
    this.compared = new Tallies(query.groupBy);
  }

  /** True when every figure is the flags as recorded: no rule judges the events read from the log. */
  get asRecorded() {
    return this.query.rules === 'recorded' && this.query.compareRules === undefined;
  }

  /** Facts of the same keys, kind and verdicts. */
  add(count: FactCount) {
    if (this.query.rules !== 'recorded' && !count.judged) this.judgedAsRecorded += count.count;
    this.base.add(count.keys, count.kind, count.flag, count.count);
    if (this.query.compareRules === undefined) return;
    this.compared.add(count.keys, count.kind, count.comparedFlag, count.count);
    this.perCampaign.base.add(count.keys, count.kind, count.flag, count.count);
    this.perCampaign.compared.add(count.keys, count.kind, count.comparedFlag, count.count);
  }

  /**
   * One traffic event read from the log past the facts, judged as the facts projection would judge it:
   * judges see every event, in or out of range, as their state needs them.
   */
  addEvent(event: AdTrafficEvent, placements: Map<string, string>, judges: FactJudges | null) {
    const kind = TRAFFIC_KIND[event.type];
    const verdicts = judges?.verdicts(kind, event);
    if (kind === 'image-view') return;
    const keys = keysOfEvent(event, placements);
    const { from, to, campaignId, rules, compareRules } = this.query;
    if (keys.day < from || keys.day > to || (campaignId && keys.campaign !== campaignId)) return;
    const verdictOf = (version: number) => verdicts![verdictColumn(version)];
    this.add({
      keys,
      kind,
      flag: rules === 'recorded' ? event.data.flag : verdictOf(rules),
      comparedFlag: compareRules === undefined ? null : verdictOf(compareRules),
      judged: Boolean(event.data.inputs),
      count: 1,
    });
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

/**
 * Judges for the events past the facts, standing where the facts projection's stood at the last fact
 * counted, made when the first traffic past the facts is read; none when the report reads only recorded
 * flags.
 */
function judgesPastTheFacts(db: Kysely<ReadModelTables>, plan: ReadPlan, tallies: ReportTallies) {
  let judges: Promise<FactJudges> | null = null;
  return (): Promise<FactJudges | null> => {
    if (tallies.asRecorded) return Promise.resolve(null);
    judges ??= (async () => {
      const fresh = new FactJudges();
      if (plan.facts) await fresh.resume(db, plan.facts.upTo);
      return fresh;
    })();
    return judges;
  };
}

/**
 * Ad traffic by the query's dimensions, as known at its as-of point, judged by its rules. The traffic
 * facts are counted in SQL by the verdicts stored with them (the recorded flag, or any rule version's);
 * events the facts projection has not applied yet are read from the log and judged as it would judge them.
 * Events recorded before traffic kept its inputs keep their recorded flag whatever the rule; the report
 * says how many. Throws an error named 'AbortError' once the signal aborts.
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
  if (plan.facts) {
    const mirror = factsMirrorOf(deps.db);
    await mirror.catchUp(plan.facts.upTo, { signal, onPage: progress });
    if (signal?.aborted) throw abortError();
    for (const count of await mirror.count(plan.facts, query, factDimensions(query), query))
      tallies.add(count);
    progress(plan.facts.upTo);
  }
  if (signal?.aborted) throw abortError();
  const judges = judgesPastTheFacts(deps.db, plan, tallies);
  const last = await readLogAfter(
    deps.store,
    query,
    plan,
    { tallies, placements, judges },
    { signal, progress },
  );
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
  {
    tallies,
    placements,
    judges,
  }: { tallies: ReportTallies; placements: Map<string, string>; judges: () => Promise<FactJudges | null> },
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
        tallies.addEvent(event, placements, await judges());
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
