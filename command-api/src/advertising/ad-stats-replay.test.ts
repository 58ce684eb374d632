import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adTrafficStreamId, type AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { adStatsProjection } from '@nsg/projections/advertising/ad-stats-projection.ts';
import { replayAdStats } from '@nsg/projections/advertising/ad-stats-replay.ts';
import { adStats } from '@nsg/projections/advertising/ad-stats-queries.ts';
import { rebuildProjection } from '@nsg/projections/runner/rebuild.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  campaignInput,
  payForCampaign,
  serveAd,
} from './advertising-test-helpers.ts';

let t: TestApp;
let ad: { id: string; campaignId: string; advertiserId: string };

beforeAll(async () => {
  t = await startTestApp();
  const owner = await advertiser(t, 'Replay');
  const campaignId = (await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput())).json().id;
  await t.settle();
  await payForCampaign(t, owner.cookie, campaignId);
  const adId = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId))).json().id;
  await t.settle();
  await approveAd(t, adId);
  ad = { id: adId, campaignId, advertiserId: owner.id };
}, 60_000);
afterAll(() => t.close());

/** Traffic recorded on earlier days, as the API would have recorded it (flags by the same rules). */
async function recordPast(
  visitorId: string,
  kind: 'impression' | 'click',
  at: string,
  flag: 'bot' | 'repeat' | null,
) {
  const streamId = adTrafficStreamId(ad.id, visitorId);
  const base = {
    adId: ad.id,
    campaignId: ad.campaignId,
    advertiserId: ad.advertiserId,
    visitorId,
    pageUrl: '/',
    deviceType: 'desktop' as const,
    flag,
    imageUrl: null,
    ruleVersion: 2,
    inputs: null,
    at,
  };
  const event: AdTrafficEvent =
    kind === 'impression'
      ? { type: 'advertising.AdImpressionRecorded', data: base }
      : { type: 'advertising.AdClickRecorded', data: { ...base, referrer: null } };
  await t.deps.store.append(
    streamId,
    toNewEvents([event], { actor: `visitor:${visitorId}`, correlationId: 'replay-test' }, streamId),
    { expectedRevision: 'any' },
  );
}

describe('npm run replay -- ad-stats', () => {
  it('recomputes from the log the same figures as the ad_stats read model, before and after a rebuild', async () => {
    await recordPast('v1', 'impression', '2026-02-01T20:00:00.000Z', null);
    await recordPast('v1', 'click', '2026-02-01T20:00:05.000Z', null);
    await recordPast('v1', 'click', '2026-02-01T20:00:20.000Z', 'repeat');
    await recordPast('v1', 'click', '2026-02-01T20:00:40.000Z', null);
    await recordPast('v2', 'impression', '2026-02-02T09:30:00.000Z', null); // 2026-02-01 in Hawaii
    await recordPast('bot', 'impression', '2026-02-03T20:00:00.000Z', 'bot');
    await recordPast('bot', 'click', '2026-02-03T20:00:01.000Z', 'bot');
    const { serveToken, as } = await serveAd(t, ad.id, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36',
    });
    await call(t.app, 'POST', `/api/ads/${ad.id}/impression`, undefined, { pageUrl: '/', serveToken }, as);
    for (let i = 0; i < 2; i++) {
      // The second click on the same serve token is not counted.
      await call(t.app, 'POST', `/api/ads/${ad.id}/click`, undefined, { pageUrl: '/', serveToken }, as);
    }
    await t.settle();

    const range = { from: '2026-01-01', to: '2099-12-31' };
    const readModel = await adStats(t.deps.db, { ...range, campaignId: ad.campaignId });
    const replayed = await replayAdStats(t.deps.store, { ...range, campaignId: ad.campaignId });
    const comparable = (rows: { day: string; adId: string; impressions: number; clicks: number }[]) =>
      rows.map(({ day, adId, impressions, clicks }) => ({ day, adId, impressions, clicks }));
    expect(comparable(replayed)).toEqual(comparable(readModel));
    expect(replayed[0]).toEqual({
      day: '2026-02-01',
      adId: ad.id,
      campaignId: ad.campaignId,
      impressions: 2,
      clicks: 2,
      ctr: 100,
    });
    expect(replayed.find((row) => row.day === '2026-02-03')).toBeUndefined();
    expect(replayed.reduce((sum, row) => sum + row.clicks, 0)).toBe(2 + 1);

    const outcome = await rebuildProjection(adStatsProjection, {
      db: t.deps.db,
      pool: t.deps.pool,
      store: t.deps.store,
      logger: t.deps.logger,
    });
    expect(outcome).toBe('rebuilt');
    expect(comparable(await adStats(t.deps.db, { ...range, campaignId: ad.campaignId }))).toEqual(
      comparable(replayed),
    );
    // Flagged traffic is kept apart, not dropped: the 2026-02-01 repeat click and the bot's two events.
    const flagged = await t.deps.db
      .selectFrom('ad_stats')
      .select(['day', 'flagged_impressions', 'flagged_clicks'])
      .where('ad_id', '=', ad.id)
      .where('day', '<=', '2026-02-03')
      .orderBy('day')
      .execute();
    expect(flagged.map((row) => [row.flagged_impressions, row.flagged_clicks])).toEqual([
      [0, 1],
      [1, 1],
    ]);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/replay.ts', 'ad-stats', '--from', '2026-02-01', '--to', '2026-02-02', '--format', 'json'],
      { env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' } },
    );
    expect(JSON.parse(stdout)).toEqual(replayed.filter((row) => row.day <= '2026-02-02'));
  }, 60_000);
});

describe('npm run replay -- ad-stats with a range the dashboard refuses', () => {
  const replay = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['scripts/replay.ts', 'ad-stats', ...args], {
      env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
    });

  it('refuses a range that runs backwards, with the dashboard message and a failing exit', async () => {
    await expect(replay('--from', '2026-11-30', '--to', '2026-11-01')).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('From must not be after To'),
    });
  });

  it('refuses a date that does not exist', async () => {
    await expect(replay('--from', '2026-13-01', '--to', '2026-12-01')).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('From must be a date (YYYY-MM-DD)'),
    });
  });
});
