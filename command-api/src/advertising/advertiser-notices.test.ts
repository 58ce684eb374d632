import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  adInput,
  advertiser,
  call,
  campaignInput,
  mailSubjectsTo,
  payForCampaign,
} from './advertising-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

describe('notices to advertisers', () => {
  it('tells them of their registration, its approval, their payment and each ad review, once each', async () => {
    const nalu = await advertiser(t, 'Nalu');
    const campaign = (await call(t.app, 'POST', '/api/campaigns', nalu.cookie, campaignInput())).json<{
      id: string;
    }>();
    await t.settle();
    await payForCampaign(t, nalu.cookie, campaign.id);
    const ad = (await call(t.app, 'POST', '/api/ads', nalu.cookie, adInput(campaign.id))).json<{
      id: string;
    }>();
    await t.settle();
    const moderate = (status: string) =>
      call(t.app, 'PATCH', `/api/ads/${ad.id}/status`, admin, {
        status,
        ...(status === 'rejected' ? { reason: 'The photo is not of your business.' } : {}),
      });
    expect((await moderate('rejected')).statusCode).toBe(200);
    await t.settle();
    expect((await moderate('approved')).statusCode).toBe(200);

    expect(await mailSubjectsTo(t, admin, 'nalu@shop.test')).toEqual([
      'Your North Shore Guide registration is received',
      'Your North Shore Guide advertiser account is approved',
      'Receipt: $90.00 for Sunset surf lessons',
      'Your ad "Surf lessons from $60" was not approved',
      'Your ad "Surf lessons from $60" is approved',
    ]);
  });

  it('tells an advertiser whose registration is turned down, with the reason', async () => {
    const noa = await advertiser(t, 'Noa', false);
    await call(t.app, 'POST', `/api/admin/advertisers/${noa.id}/status`, admin, {
      status: 'suspended',
      reason: 'We could not find the business.',
    });
    expect(await mailSubjectsTo(t, admin, 'noa@shop.test')).toEqual([
      'Your North Shore Guide registration is received',
      'Your North Shore Guide advertiser registration was not approved',
    ]);
  });

  it('tells a suspended advertiser the reason the admin gave', async () => {
    const keala = await advertiser(t, 'Keala');
    const suspended = await call(t.app, 'POST', `/api/admin/advertisers/${keala.id}/status`, admin, {
      status: 'suspended',
      reason: 'The business address could not be confirmed.',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await mailSubjectsTo(t, admin, 'keala@shop.test')).toContain(
      'Your North Shore Guide advertiser account is suspended',
    );
    const { rows } = await t.database.pool.query<{ data: { text: string; personId: string } }>(
      `select data from events where type = 'mail.MessageQueued' and data->>'subject' like '%is suspended'`,
    );
    const texts = await Promise.all(
      rows.map((row) => t.deps.vault.decrypt(row.data.personId, row.data.text)),
    );
    expect(texts.some((text) => text?.includes('Reason: The business address could not be confirmed.'))).toBe(
      true,
    );
  });
});
