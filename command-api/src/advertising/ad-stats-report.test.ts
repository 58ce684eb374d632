import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adTrafficStreamId, type AdImageViewed } from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { adInput, advertiser, approveAd, call, paidCampaign, serveAd } from './advertising-test-helpers.ts';

const image = (n: number) => `/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f7${n}.jpg`;
const ANDROID = { 'user-agent': 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36' };

let t: TestApp;
let owner: Awaited<ReturnType<typeof advertiser>>;
let ad: { id: string; campaignId: string };
let today: string;

interface Report {
  totals: { impressions: number; clicks: number; spend: number; cpm: number | null };
  byAd: { adId: string; impressions: number; clicks: number }[];
  byImage: {
    adId: string;
    title: string;
    imageUrl: string;
    imageNumber: number | null;
    views: number;
    clicks: number;
  }[];
  byCampaign: { campaignId: string; spent: number; spentInRange: number; cpm: number | null }[];
}
const report = async (query = '') =>
  (await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats${query}`, owner.cookie)).json<Report>();

beforeAll(async () => {
  t = await startTestApp();
  today = hawaiiDay(t.deps.clock.now());
  owner = await advertiser(t, 'Kainoa');
  // A campaign starting today: its first day.
  const campaignId = await paidCampaign(t, owner.cookie, { placement: 'sidebar', startDate: today });
  const created = await call(
    t.app,
    'POST',
    '/api/ads',
    owner.cookie,
    adInput(campaignId, {
      title: 'Kainoa Canoe Tours',
      images: [image(1), image(2), image(3)],
      imageRotationEnabled: true,
      imageRotationInterval: 3000,
    }),
  );
  await t.settle();
  await approveAd(t, created.json().id);
  ad = { id: created.json().id, campaignId };

  // Two visitors see the ad: the first sees images 1 and 2 and clicks on 2, the second sees image 1.
  for (const seen of [[1, 2], [1]]) {
    const { serveToken, as } = await serveAd(t, ad.id, ANDROID);
    const post = (kind: string, n: number) =>
      call(t.app, 'POST', `/api/ads/${ad.id}/${kind}`, undefined, { serveToken, imageUrl: image(n) }, as);
    expect((await post('impression', seen[0]!)).json().counted).toBe(true);
    for (const n of seen) expect((await post('image-view', n)).json().counted).toBe(true);
    // The same image seen again on the same serve: used already.
    expect((await post('image-view', seen[0]!)).json().counted).toBe(false);
    if (seen.length === 2) expect((await post('click', 2)).json().counted).toBe(true);
  }
  // An image view recorded on an earlier day, outside the report's days.
  const visitorId = 'earlier-visitor';
  const earlier: AdImageViewed = {
    type: 'advertising.AdImageViewed',
    data: {
      adId: ad.id,
      campaignId,
      advertiserId: owner.id,
      visitorId,
      pageUrl: '/beach/1',
      deviceType: 'mobile',
      imageUrl: image(3),
      flag: null,
      ruleVersion: 2,
      inputs: null,
      at: '2026-02-01T20:00:00.000Z',
    },
  };
  const streamId = adTrafficStreamId(ad.id, visitorId);
  await t.deps.store.append(
    streamId,
    toNewEvents([earlier], { actor: 'visitor:x', correlationId: 'report' }, streamId),
    {
      expectedRevision: 'any',
    },
  );
  await t.settle();
}, 60_000);
afterAll(() => t.close());

describe('the ad stats report', () => {
  it('gives image views per image within the dates, with each image named, and clicks that add up', async () => {
    const stats = await report(`?from=${today}&to=${today}`);
    expect(stats.byAd).toEqual([expect.objectContaining({ adId: ad.id, impressions: 2, clicks: 1 })]);
    expect(stats.byImage).toEqual([
      {
        adId: ad.id,
        title: 'Kainoa Canoe Tours',
        imageUrl: image(1),
        imageNumber: 1,
        views: 2,
        clicks: 0,
        ctr: 0,
      },
      {
        adId: ad.id,
        title: 'Kainoa Canoe Tours',
        imageUrl: image(2),
        imageNumber: 2,
        views: 1,
        clicks: 1,
        ctr: 100,
      },
    ]);
    expect(stats.byImage.reduce((sum, row) => sum + row.clicks, 0)).toBe(stats.byAd[0]!.clicks);

    const february = await report('?from=2026-02-01&to=2026-02-01');
    expect(february.byImage).toEqual([
      expect.objectContaining({ imageUrl: image(3), imageNumber: 3, views: 1 }),
    ]);
  });

  it('spends from day one: the first day shows its spend, CPM and CPC', async () => {
    const stats = await report(`?from=${today}&to=${today}`);
    expect(stats.totals.spend).toBeGreaterThan(0);
    expect(stats.totals.cpm).toBe(Math.round((stats.totals.spend / 2) * 1000 * 100) / 100);
    const campaign = stats.byCampaign.find((row) => row.campaignId === ad.campaignId)!;
    expect(campaign.spent).toBeGreaterThan(0);
    expect(campaign.spentInRange).toBe(stats.totals.spend);
  });

  it('exports spend, CPM and CPC per ad and day, and the images with their views, as CSV', async () => {
    const csv = await call(
      t.app,
      'GET',
      `/api/advertisers/${owner.id}/stats?format=csv&from=${today}&to=${today}`,
      owner.cookie,
    );
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header).toBe(
      'kind,day,ad_id,ad_title,campaign_id,image_url,impressions,image_views,clicks,ctr_percent,spend_usd,cpm_usd,cpc_usd',
    );
    const stats = await report(`?from=${today}&to=${today}`);
    const spend = stats.totals.spend;
    const cpm = Math.round((spend / 2) * 1000 * 100) / 100;
    expect(lines).toEqual([
      `ad,${today},${ad.id},Kainoa Canoe Tours,${ad.campaignId},,2,,1,50,${spend},${cpm},${spend}`,
      `image,${today}..${today},${ad.id},Kainoa Canoe Tours,,${image(1)},,2,0,0,,,`,
      `image,${today}..${today},${ad.id},Kainoa Canoe Tours,,${image(2)},,1,1,100,,,`,
    ]);
  });
});
