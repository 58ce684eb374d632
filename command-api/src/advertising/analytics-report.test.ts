import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adTrafficStreamId,
  type AdTrafficEvent,
  type TrafficFlag,
} from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { TrafficInputs } from '@nsg/domain/advertising/traffic-rules/index.ts';
import { formatLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { analyticsQuerySchema, type AnalyticsQueryInput } from '@nsg/domain/analytics/analytics-query.ts';
import { runAnalyticsReport } from '@nsg/projections/analytics/run-analytics-report.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { adInput, call, campaignInput, serveAd, servedAd } from './advertising-test-helpers.ts';

let t: TestApp;
let owner: { id: string; cookie: string };
let ad: { id: string; campaignId: string; advertiserId: string };
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, ad } = await servedAd(t, 'Analytics'));
}, 60_000);
afterAll(() => t.close());

const inputs = (over: Partial<TrafficInputs> = {}): TrafficInputs => ({
  userAgent: BROWSER,
  serve: 'valid',
  cookie: 'returning',
  deviceKey: 'device-1',
  networkKey: 'network-1',
  ...over,
});

/** Traffic recorded as the API records it, at a chosen time, with its flag and inputs given. */
async function record(
  visitorId: string,
  kind: 'impression' | 'click',
  at: string,
  flag: TrafficFlag,
  recordedInputs: TrafficInputs | null,
) {
  const streamId = adTrafficStreamId(ad.id, visitorId);
  const data = {
    adId: ad.id,
    campaignId: ad.campaignId,
    advertiserId: ad.advertiserId,
    visitorId,
    pageUrl: '/ja/beaches/3',
    deviceType: 'desktop' as const,
    flag,
    imageUrl: null,
    ruleVersion: 2,
    inputs: recordedInputs,
    at,
  };
  const event: AdTrafficEvent =
    kind === 'impression'
      ? { type: 'advertising.AdImpressionRecorded', data }
      : { type: 'advertising.AdClickRecorded', data: { ...data, referrer: null } };
  const result = await t.deps.store.append(
    streamId,
    toNewEvents([event], { actor: `visitor:${visitorId}`, correlationId: 'analytics-test' }, streamId),
    { expectedRevision: 'any' },
  );
  return formatLogPosition(result.logPosition);
}

const report = (query: AnalyticsQueryInput, options = {}) =>
  runAnalyticsReport(
    { db: t.deps.db, store: t.deps.store },
    analyticsQuerySchema.parse({ campaignId: ad.campaignId, ...query }),
    { today: hawaiiDay(t.deps.clock.now()), ...options },
  );

describe('analytics report', () => {
  it('with recorded flags equals the advertiser dashboard and its CSV, row by row', async () => {
    await record('p1', 'impression', '2026-04-01T20:00:00.000Z', null, null);
    // Counted when recorded though today's rule would call it a repeat: the recorded flag decides.
    await record('p1', 'click', '2026-04-01T20:00:05.000Z', null, null);
    await record('p1', 'click', '2026-04-01T20:00:10.000Z', null, null);
    await record('p2', 'impression', '2026-04-02T20:00:00.000Z', 'bot', null);
    const { serveToken, as } = await serveAd(t, ad.id, { 'user-agent': BROWSER });
    await call(t.app, 'POST', `/api/ads/${ad.id}/impression`, undefined, { pageUrl: '/', serveToken }, as);
    await call(t.app, 'POST', `/api/ads/${ad.id}/click`, undefined, { pageUrl: '/', serveToken }, as);
    await call(t.app, 'POST', `/api/ads/${ad.id}/click`, undefined, { pageUrl: '/', serveToken }, as);
    await t.settle();

    const today = hawaiiDay(t.deps.clock.now());
    const range = `from=2026-04-01&to=${today}`;
    const csv = await call(
      t.app,
      'GET',
      `/api/advertisers/${owner.id}/stats?${range}&format=csv`,
      owner.cookie,
    );
    const dashboardRows = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => cells[0] === 'ad')
      .map(([, day, adId, , , , impressions, , clicks, ctr, spend, cpm, cpc]) => ({
        day,
        adId,
        impressions: Number(impressions),
        clicks: Number(clicks),
        ctr: Number(ctr),
        spend: Number(spend),
        cpm: cpm === '' ? null : Number(cpm),
        cpc: cpc === '' ? null : Number(cpc),
      }));
    const replayed = await report({ from: '2026-04-01', to: today, groupBy: ['day', 'ad'] });
    // Ads and campaigns are named as the reader knows them, not only by id.
    expect(replayed.names.ad[ad.id]).toBe(adInput(ad.campaignId).title);
    const replayedRows = replayed.rows
      .filter((row) => row.impressions + row.clicks > 0)
      .map((row) => ({
        day: row.keys.day,
        adId: row.keys.ad,
        impressions: row.impressions,
        clicks: row.clicks,
        ctr: row.ctr,
        spend: row.spendCents / 100,
        cpm: row.cpm === null ? null : row.cpm / 100,
        cpc: row.cpc === null ? null : row.cpc / 100,
      }));
    expect(replayedRows).toEqual(dashboardRows);
    expect(replayedRows.find((row) => row.day === '2026-04-01')).toMatchObject({ impressions: 1, clicks: 2 });
    expect(replayedRows.find((row) => row.day === today)).toMatchObject({ impressions: 1, clicks: 1 });

    const json = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats?${range}`, owner.cookie);
    const byDay = (await report({ from: '2026-04-01', to: today, groupBy: ['day'] })).rows;
    expect(
      byDay
        .filter((row) => row.impressions + row.clicks > 0)
        .map((row) => [row.keys.day, row.impressions, row.clicks]),
    ).toEqual(
      json
        .json<{ byDay: { day: string; impressions: number; clicks: number }[] }>()
        .byDay.map((d) => [d.day, d.impressions, d.clicks]),
    );
  }, 60_000);

  it('as of a log position or a time counts only the events recorded up to it', async () => {
    const first = await record('a1', 'impression', '2026-05-01T20:00:00.000Z', null, null);
    const recordedBetween = new Date();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await record('a2', 'impression', '2026-05-01T20:10:00.000Z', null, null);
    await t.settle();
    const day = { from: '2026-05-01', to: '2026-05-01' };
    expect((await report(day)).totals.impressions).toBe(2);
    const asOfPosition = await report({ ...day, asOfPosition: first });
    expect(asOfPosition.totals.impressions).toBe(1);
    expect(asOfPosition.asOf.position).toBe(first);
    const asOfTime = await report({ ...day, asOfTime: recordedBetween.toISOString() });
    expect(asOfTime.totals.impressions).toBe(1);
  });

  it('judges again with another rule version, keeping the recorded flag of events without inputs', async () => {
    const at = (s: number) => new Date(Date.parse('2026-06-01T20:00:00.000Z') + s * 1000).toISOString();
    await record('r1', 'impression', at(0), null, inputs());
    await record('r1', 'click', at(1), null, inputs());
    // A fresh cookie on the same device clicking again: rule 2 counts it, rule 3 does not (device repeat).
    await record('r2', 'click', at(5), null, inputs({ cookie: 'returning' }));
    // A cookie minted by the click itself: cookieless for rule 3.
    await record('r3', 'click', at(60), null, inputs({ cookie: 'new', deviceKey: 'device-3' }));
    // An automation client rule 2 lets through.
    await record('r4', 'click', at(120), null, inputs({ userAgent: 'okhttp/4.9', deviceKey: 'device-4' }));
    // Recorded before inputs were kept: counted as recorded whatever the rule.
    await record('r5', 'click', at(180), null, null);
    await t.settle();
    const day = { from: '2026-06-01', to: '2026-06-01', groupBy: ['verdict'] as const };

    const recorded = await report({ ...day, groupBy: [...day.groupBy] });
    expect(recorded.totals.clicks).toBe(5);
    expect(recorded.judgedAsRecorded).toBe(0);
    const rule2 = await report({ ...day, groupBy: [...day.groupBy], rules: 2 });
    expect(rule2.totals.clicks).toBe(5);
    const rule3 = await report({ ...day, groupBy: [...day.groupBy], rules: 3 });
    expect(rule3.ruleVersion).toBe(3);
    expect(rule3.totals).toMatchObject({ impressions: 1, clicks: 2, flaggedClicks: 3 });
    expect(
      Object.fromEntries(rule3.rows.map((row) => [row.keys.verdict, row.clicks + row.flaggedClicks])),
    ).toEqual({
      counted: 2,
      bot: 1,
      cookieless: 1,
      'device-repeat': 1,
    });
    expect(rule3.judgedAsRecorded).toBe(1);
  });

  it('compares two rule versions per campaign', async () => {
    const compared = await report({ from: '2026-06-01', to: '2026-06-01', rules: 2, compareRules: 3 });
    expect(compared.comparison?.ruleVersion).toBe(3);
    expect(compared.names.campaign[ad.campaignId]).toBe(campaignInput().name);
    expect(compared.comparison?.perCampaignDelta).toEqual([
      expect.objectContaining({
        campaignId: ad.campaignId,
        impressions: { base: 1, compared: 1 },
        clicks: { base: 5, compared: 2 },
      }),
    ]);
  });

  it('re-judged by the rule the API records with, traffic the API judged keeps its flags', async () => {
    const today = hawaiiDay(t.deps.clock.now());
    const query = { from: today, to: today, groupBy: ['verdict' as const] };
    const recorded = await report(query);
    const judged = await report({ ...query, rules: 2 });
    expect(judged.judgedAsRecorded).toBe(0);
    expect(judged.rows).toEqual(recorded.rows);
    expect(recorded.rows.map((row) => row.keys.verdict)).toContain('token-used');
  });

  it('reports progress and stops with an AbortError once cancelled', async () => {
    const progress: { done: number; total: number }[] = [];
    const full = await report(
      { from: '2026-01-01', to: '2026-12-31' },
      { onProgress: (p: { done: number; total: number }) => progress.push(p) },
    );
    expect(full.totals.impressions).toBeGreaterThan(0);
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    const controller = new AbortController();
    const cancelled = report(
      { from: '2026-01-01', to: '2026-12-31' },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('npm run replay -- ad-traffic gives the same view, as CSV or JSON', async () => {
    const replay = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['scripts/replay.ts', 'ad-traffic', ...args], {
        env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
      });
    const range = ['--from', '2026-06-01', '--to', '2026-06-01', '--campaign', ad.campaignId];
    const expected = await report({ from: '2026-06-01', to: '2026-06-01', groupBy: ['verdict'], rules: 3 });
    const { stdout } = await replay(...range, '--by', 'verdict', '--rules', '3', '--format', 'json');
    expect(JSON.parse(stdout).rows).toEqual(expected.rows);
    const csv = await replay(...range, '--by', 'placement,language', '--compare', '3');
    expect(csv.stdout.trim().split('\n')).toEqual([
      'rules,placement,language,impressions,clicks,flagged_impressions,flagged_clicks,ctr_percent,spend_usd,cpm_usd,cpc_usd',
      'recorded,content,ja,1,5,0,0,500,0,0,0',
      '3,content,ja,1,2,0,3,200,0,0,0',
    ]);
    await expect(replay(...range, '--by', 'colour')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
