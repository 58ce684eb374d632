import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiser,
  call,
  campaignInput,
  mailSubjectsTo,
  paidCampaign,
  paidDaysOf,
  refundsOf,
} from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_campaign_stops';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
}, 60_000);
afterAll(() => t.close());

const setStatus = (campaignId: string, body: Record<string, string>) =>
  call(t.app, 'PATCH', `/api/campaigns/${campaignId}/status`, admin, body);

describe('suspending an advertiser', () => {
  it('stops every campaign they have and refunds what was not served', async () => {
    const keoni = await advertiser(t, 'Keoni');
    const running = await paidCampaign(t, keoni.cookie);
    const unpaid = (await call(t.app, 'POST', '/api/campaigns', keoni.cookie, campaignInput())).json<{
      id: string;
    }>().id;
    await t.settle();

    const suspended = await call(t.app, 'POST', `/api/admin/advertisers/${keoni.id}/status`, admin, {
      status: 'suspended',
      reason: 'Fraudulent listings',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await t.settle();
    await t.settle();
    await t.settle();

    const statusOf = async (id: string) =>
      await t.deps.db
        .selectFrom('campaigns')
        .select(['status', 'status_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await statusOf(running)).toEqual({
      status: 'rejected',
      status_reason: 'Advertiser account suspended: Fraudulent listings',
    });
    expect((await statusOf(unpaid)).status).toBe('rejected');
    const paidDays = await paidDaysOf(t, admin, running);
    expect(await refundsOf(t, running)).toEqual([
      {
        amount: Math.floor((9000 * (paidDays - 1)) / paidDays),
        actor: 'system:refunds',
        reason: expect.stringContaining('Fraudulent listings'),
      },
    ]);
    expect(await refundsOf(t, unpaid)).toEqual([]);
  });
});

describe('pausing a paid campaign', () => {
  it('moves its end date out by the days it was paused, when it resumes', async () => {
    const lani = await advertiser(t, 'Lani');
    const campaignId = await paidCampaign(t, lani.cookie);
    const before = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, lani.cookie)).json<{
      endDate: string;
    }>();
    expect((await setStatus(campaignId, { status: 'paused', reason: 'Checking the offer' })).statusCode).toBe(
      200,
    );
    await t.settle();
    expect((await call(t.app, 'GET', `/api/campaigns/${campaignId}`, lani.cookie)).json()).toMatchObject({
      status: 'paused',
      statusReason: 'Checking the offer',
    });
    t.deps.clock.now = () => new Date(Date.now() + 3 * 86_400_000);
    try {
      expect((await setStatus(campaignId, { status: 'active' })).statusCode).toBe(200);
    } finally {
      t.deps.clock.now = () => new Date();
    }
    await t.settle();
    const after = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, lani.cookie)).json<{
      endDate: string;
      statusReason: null;
    }>();
    expect(Date.parse(after.endDate) - Date.parse(before.endDate)).toBe(3 * 86_400_000);
    expect(after.statusReason).toBeNull();
    expect(await mailSubjectsTo(t, admin, 'lani@shop.test')).toContain(
      'Your campaign "Sunset surf lessons" was paused',
    );
  });
});

describe('the advertiser pausing their own campaign', () => {
  it('pauses and resumes a paid campaign, whose end date moves out by the paused days', async () => {
    const iolana = await advertiser(t, 'Iolana');
    const campaignId = await paidCampaign(t, iolana.cookie);
    const before = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, iolana.cookie)).json<{
      endDate: string;
    }>();
    const paused = await call(t.app, 'POST', `/api/campaigns/${campaignId}/pause`, iolana.cookie, {});
    expect(paused.statusCode, paused.body).toBe(200);
    const again = await call(t.app, 'POST', `/api/campaigns/${campaignId}/pause`, iolana.cookie, {});
    expect(again.statusCode).toBe(409);
    await t.settle();
    t.deps.clock.now = () => new Date(Date.now() + 2 * 86_400_000);
    try {
      const resumed = await call(t.app, 'POST', `/api/campaigns/${campaignId}/resume`, iolana.cookie, {});
      expect(resumed.statusCode, resumed.body).toBe(200);
    } finally {
      t.deps.clock.now = () => new Date();
    }
    await t.settle();
    const after = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, iolana.cookie)).json<{
      endDate: string;
      status: string;
    }>();
    expect(after.status).toBe('active');
    expect(Date.parse(after.endDate) - Date.parse(before.endDate)).toBe(2 * 86_400_000);
  });
});

describe('the advertiser cancelling a campaign that has served', () => {
  it('stops it and refunds the unserved days pro rata, saying how', async () => {
    const hoku = await advertiser(t, 'Hoku');
    const campaignId = await paidCampaign(t, hoku.cookie);
    const cancelled = await call(t.app, 'POST', `/api/campaigns/${campaignId}/cancel`, hoku.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paidDays = await paidDaysOf(t, hoku.cookie, campaignId);
    const expected = Math.floor((9000 * (paidDays - 1)) / paidDays);
    expect(cancelled.json()).toMatchObject({ status: 'refunded', amount: expected });
    await t.settle();
    expect(await refundsOf(t, campaignId)).toEqual([
      {
        amount: expected,
        actor: `advertiser:${hoku.id}`,
        reason: expect.stringContaining(`${paidDays - 1} of ${paidDays} paid days`),
      },
    ]);
    expect(await mailSubjectsTo(t, admin, 'hoku@shop.test')).toContain(
      `Refund: $${(expected / 100).toFixed(2)} for Sunset surf lessons`,
    );
    const again = await call(t.app, 'POST', `/api/campaigns/${campaignId}/cancel`, hoku.cookie, {});
    expect(again.statusCode).toBe(409);
  });
});

describe('a cancel the read model has not caught up with', () => {
  it('is refused once the campaign has stopped, before the campaign list shows it', async () => {
    const nalani = await advertiser(t, 'Nalani');
    const campaignId = await paidCampaign(t, nalani.cookie);
    const first = await call(t.app, 'POST', `/api/campaigns/${campaignId}/cancel`, nalani.cookie, {});
    expect(first.statusCode, first.body).toBe(200);
    // A second tap, answered before the projection has seen the first.
    const second = await call(t.app, 'POST', `/api/campaigns/${campaignId}/cancel`, nalani.cookie, {});
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      message: 'Only a paid campaign that is running or paused can be cancelled',
    });
    await t.settle();
    expect(await refundsOf(t, campaignId)).toHaveLength(1);
  });

  it('is refused right after an admin refunded the campaign', async () => {
    const malia = await advertiser(t, 'Malia');
    const campaignId = await paidCampaign(t, malia.cookie);
    const refunded = await call(t.app, 'POST', `/api/campaigns/${campaignId}/refund`, admin, {
      reason: 'Closed for the season',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cancelled = await call(t.app, 'POST', `/api/campaigns/${campaignId}/cancel`, malia.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(409);
  });
});
