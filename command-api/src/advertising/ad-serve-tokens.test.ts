import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { adInput, advertiser, approveAd, call, paidCampaign, serveAd } from './advertising-test-helpers.ts';
import { issueServeToken } from './serve-tokens.ts';

const IPHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1' };

let t: TestApp;
let owner: Awaited<ReturnType<typeof advertiser>>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await advertiser(t, 'Makana');
}, 60_000);
afterAll(() => t.close());

async function servedAd() {
  const campaignId = await paidCampaign(t, owner.cookie);
  const created = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId));
  await t.settle();
  await approveAd(t, created.json().id);
  return { id: created.json<{ id: string }>().id, campaignId };
}

const post = (adId: string, kind: 'impression' | 'click', body: object, headers: Record<string, string>) =>
  call(t.app, 'POST', `/api/ads/${adId}/${kind}`, undefined, { pageUrl: '/', ...body }, headers);

async function recorded(adId: string) {
  const { rows } = await t.deps.pool.query<{
    type: string;
    data: { flag: string | null; ruleVersion: number };
  }>(
    `select type, data from events where type like 'advertising.Ad%Recorded' and data->>'adId' = $1
     order by global_position`,
    [adId],
  );
  return rows.map((row) => ({ kind: row.type.includes('Click') ? 'click' : 'impression', ...row.data }));
}

async function statsOf(adId: string) {
  await t.settle();
  const stats = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats`, owner.cookie);
  return stats
    .json<{ byAd: { adId: string; impressions: number; clicks: number }[] }>()
    .byAd.find((row) => row.adId === adId);
}

describe('only ads served to a page view are counted', () => {
  it('counts none of 20 cookieless posts with an iPhone user agent and no serve token', async () => {
    const ad = await servedAd();
    for (let i = 0; i < 20; i++) {
      const answer = await post(ad.id, 'impression', {}, IPHONE);
      expect(answer.statusCode).toBe(202);
      expect(answer.json().counted).toBe(false);
    }
    expect((await statsOf(ad.id))?.impressions).toBe(0);
    const flags = (await recorded(ad.id)).map((event) => event.flag);
    expect(flags).toEqual(Array(20).fill('no-serve-token'));
  });

  it('refuses a forged token, a token of another ad and a token once expired, and says why', async () => {
    const ad = await servedAd();
    const other = await servedAd();
    const { serveToken, as } = await serveAd(t, ad.id);
    const forged = issueServeToken(
      'not-our-secret-not-our-secret-00',
      { adId: ad.id, placement: 'content', pageView: 'x' },
      new Date(),
    );
    const [claim] = serveToken.split('.');
    const tampered = `${claim}.${'A'.repeat(43)}`;
    const otherAds = (await serveAd(t, other.id)).serveToken;
    for (const token of [forged, tampered, otherAds, 'garbage']) {
      expect((await post(ad.id, 'impression', { serveToken: token }, as)).json().counted).toBe(false);
    }
    const realNow = t.deps.clock.now;
    t.deps.clock.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      expect((await post(ad.id, 'impression', { serveToken }, as)).json().counted).toBe(false);
    } finally {
      t.deps.clock.now = realNow;
    }
    expect((await recorded(ad.id)).map((event) => event.flag)).toEqual([
      'bad-token',
      'bad-token',
      'bad-token',
      'bad-token',
      'token-expired',
    ]);
    expect((await statsOf(ad.id))?.impressions).toBe(0);
  });

  it('uses a token once for the impression and once for the click, and records the rule version', async () => {
    const ad = await servedAd();
    const { serveToken, as } = await serveAd(t, ad.id);
    expect((await post(ad.id, 'impression', { serveToken }, as)).json().counted).toBe(true);
    expect((await post(ad.id, 'impression', { serveToken }, as)).json().counted).toBe(false);
    const click = await post(ad.id, 'click', { serveToken }, as);
    expect(click.json()).toEqual({ counted: true, linkUrl: 'https://surf.example/lessons' });
    expect((await post(ad.id, 'click', { serveToken }, as)).json().counted).toBe(false);
    // A click without the token it was served with is not counted.
    expect((await post(ad.id, 'click', {}, as)).json().counted).toBe(false);
    expect(await recorded(ad.id)).toMatchObject([
      { kind: 'impression', flag: null, ruleVersion: 2 },
      { kind: 'impression', flag: 'token-used', ruleVersion: 2 },
      { kind: 'click', flag: null, ruleVersion: 2 },
      { kind: 'click', flag: 'token-used', ruleVersion: 2 },
      { kind: 'click', flag: 'no-serve-token', ruleVersion: 2 },
    ]);
    expect(await statsOf(ad.id)).toMatchObject({ impressions: 1, clicks: 1 });
  });

  it('bills one of ten reloads by the same visitor, and the next view after the frequency window', async () => {
    const ad = await servedAd();
    let cookie: Record<string, string> = IPHONE;
    for (let reload = 0; reload < 10; reload++) {
      const { serveToken, as } = await serveAd(t, ad.id, cookie);
      cookie = as;
      await post(ad.id, 'impression', { serveToken }, as);
    }
    const flags = (await recorded(ad.id)).map((event) => event.flag);
    expect(flags).toEqual([null, ...Array(9).fill('frequency')]);
    expect((await statsOf(ad.id))?.impressions).toBe(1);

    const realNow = t.deps.clock.now;
    t.deps.clock.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      const { serveToken } = await serveAd(t, ad.id, cookie);
      expect((await post(ad.id, 'impression', { serveToken }, cookie)).json().counted).toBe(true);
    } finally {
      t.deps.clock.now = realNow;
    }
  });
});

describe('a refund is blocked only by counted impressions', () => {
  it('keeps a campaign refundable after impressions flagged as a bot or without a serve token', async () => {
    const ad = await servedAd();
    const refundable = async () =>
      (await call(t.app, 'GET', `/api/campaigns/${ad.campaignId}`, owner.cookie)).json().refundable;
    const { serveToken } = await serveAd(t, ad.id);
    await post(ad.id, 'impression', { serveToken }, { 'user-agent': '' });
    await post(ad.id, 'impression', {}, IPHONE);
    await t.settle();
    expect(await refundable()).toBe(true);

    const served = await serveAd(t, ad.id);
    expect(
      (await post(ad.id, 'impression', { serveToken: served.serveToken }, served.as)).json().counted,
    ).toBe(true);
    await t.settle();
    expect(await refundable()).toBe(false);
  });
});
