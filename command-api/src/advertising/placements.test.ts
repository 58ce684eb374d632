import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  campaignInput,
  paidCampaign,
  serveAd,
} from './advertising-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const image = (n: number) => `/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f7${n}.jpg`;
const rate = (position: string, monthlyRate: number, isActive = true) => ({
  name: `${position} rate`,
  adType: 'banner',
  position,
  size: 'standard',
  dailyRate: 0,
  weeklyRate: 0,
  monthlyRate,
  isActive,
});

async function placements() {
  return (await call(t.app, 'GET', '/api/placements')).json<{ placement: string; monthlyPrice: number }[]>();
}

describe('placements', () => {
  it("prices each placement by the admins' rates, at $30 a month while none is set", async () => {
    expect(await placements()).toEqual([
      { placement: 'content', label: 'Business directory', monthlyPrice: 30 },
      { placement: 'header', label: 'Home page header', monthlyPrice: 30 },
      { placement: 'sidebar', label: 'Beach pages', monthlyPrice: 30 },
    ]);
    expect((await call(t.app, 'POST', '/api/admin/rates', admin, rate('header', 75))).statusCode).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/admin/rates', admin, rate('content', 20, false))).statusCode,
    ).toBe(201);
    await t.settle();
    expect((await placements()).map((p) => [p.placement, p.monthlyPrice])).toEqual([
      ['header', 75],
      ['sidebar', 30],
    ]);
    const kai = await advertiser(t, 'Kai');
    const refused = await call(t.app, 'POST', '/api/campaigns', kai.cookie, campaignInput());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ placement: ['This placement is not on offer right now'] });

    const created = await call(
      t.app,
      'POST',
      '/api/campaigns',
      kai.cookie,
      campaignInput({ placement: 'header', durationMonths: 3 }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ budget: 225 });
  });

  it("serves an ad where its campaign's placement was bought, and counts a view of each rotated image", async () => {
    const lani = await advertiser(t, 'Lani');
    const campaign = { id: await paidCampaign(t, lani.cookie, { placement: 'sidebar' }) };
    const ad = (
      await call(
        t.app,
        'POST',
        '/api/ads',
        lani.cookie,
        adInput(campaign.id, {
          images: [image(1), image(2)],
          imageRotationEnabled: true,
          imageRotationInterval: 3000,
        }),
      )
    ).json<{ id: string }>();
    await t.settle();
    await approveAd(t, ad.id);

    const served = (await call(t.app, 'GET', '/api/ads?position=sidebar')).json<{ id: string }[]>();
    expect(served.map((a) => a.id)).toContain(ad.id);
    expect(
      (await call(t.app, 'GET', '/api/ads?position=content')).json<{ id: string }[]>(),
    ).not.toContainEqual(expect.objectContaining({ id: ad.id }));

    const { serveToken, as } = await serveAd(t, ad.id);
    const traffic = (kind: string, imageUrl?: string) =>
      call(
        t.app,
        'POST',
        `/api/ads/${ad.id}/${kind}`,
        undefined,
        { pageUrl: '/beach/1', imageUrl, serveToken },
        as,
      );
    expect((await traffic('impression', image(1))).json().counted).toBe(true);
    expect((await traffic('image-view', image(1))).json().counted).toBe(true);
    expect((await traffic('image-view', image(2))).json().counted).toBe(true);
    expect((await traffic('click', image(2))).json().counted).toBe(true);
    // Not one of the ad's images: refused, with the reason on the field.
    const foreign = await traffic('image-view', '/uploads/ads/somebody-else.jpg');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ imageUrl: ["Image must be one of the ad's images"] });
    await t.settle();

    const stats = (await call(t.app, 'GET', `/api/advertisers/${lani.id}/stats`, lani.cookie)).json<{
      totals: { impressions: number; clicks: number };
      byImage: { adId: string; imageUrl: string; views: number; clicks: number; ctr: number }[];
    }>();
    // One impression for the ad view, a view of each image seen.
    expect(stats.totals).toMatchObject({ impressions: 1, clicks: 1 });
    expect(stats.byImage).toEqual([
      {
        adId: ad.id,
        title: 'Surf lessons from $60',
        imageUrl: image(1),
        imageNumber: 1,
        views: 1,
        clicks: 0,
        ctr: 0,
      },
      {
        adId: ad.id,
        title: 'Surf lessons from $60',
        imageUrl: image(2),
        imageNumber: 2,
        views: 1,
        clicks: 1,
        ctr: 100,
      },
    ]);
  });

  it('tells the advertiser why an ad was rejected, and takes it back for review once edited', async () => {
    const mele = await advertiser(t, 'Mele');
    const campaign = (
      await call(t.app, 'POST', '/api/campaigns', mele.cookie, campaignInput({ placement: 'header' }))
    ).json<{ id: string }>();
    await t.settle();
    const ad = (await call(t.app, 'POST', '/api/ads', mele.cookie, adInput(campaign.id))).json<{
      id: string;
    }>();
    await t.settle();
    const rejected = await call(t.app, 'PATCH', `/api/ads/${ad.id}/status`, admin, {
      status: 'rejected',
      reason: 'The price in the title does not match the website.',
    });
    expect(rejected.statusCode).toBe(200);
    await t.settle();
    const read = async () =>
      (await call(t.app, 'GET', `/api/ads/${ad.id}`, mele.cookie)).json<{
        status: string;
        rejectionReason: string | null;
      }>();
    expect(await read()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The price in the title does not match the website.',
    });

    const { rows } = await t.database.pool.query<{
      data: { subject: string; text: string; personId: string };
    }>(
      `select data from events where type = 'mail.MessageQueued' and data->>'subject' like '%was not approved'`,
    );
    const notice = rows.find((row) => row.data.personId === `advertiser:${mele.id}`)!.data;
    expect(await t.deps.vault.decrypt(notice.personId, notice.text)).toContain(
      "The reviewer's reason: The price in the title does not match the website.",
    );

    const { campaignId: _, ...edit } = adInput(campaign.id, { title: 'Surf lessons from $65' });
    expect((await call(t.app, 'PATCH', `/api/ads/${ad.id}`, mele.cookie, edit)).statusCode).toBe(200);
    await t.settle();
    expect(await read()).toMatchObject({ status: 'pending' });
  });
});
