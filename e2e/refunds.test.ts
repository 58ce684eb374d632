import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiser,
  call,
  campaignInput,
  payForCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A browser page signed in with the session cookie. */
async function signedIn(cookie: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'nsg_session', value: cookie.split('=')[1]!, url: baseUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function paidCampaign(name: string, campaignName: string) {
  const owner = await advertiser(t, name);
  const campaign = (
    await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput({ name: campaignName }))
  ).json<{ id: string }>();
  await t.settle();
  await payForCampaign(t, owner.cookie, campaign.id);
  return { owner, campaignId: campaign.id };
}

describe('refunds in the browser', () => {
  it('lets an advertiser stop a campaign that never served and have the whole payment back', async () => {
    const { owner, campaignId } = await paidCampaign('Hoku', 'Hoku night markets');
    const page = await signedIn(owner.cookie);
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/advertiser/campaign/${campaignId}`);
    const refund = page.getByTestId('refund');
    await refund.getByText('has not shown an ad to anyone yet').waitFor();
    await refund.getByRole('button', { name: 'Cancel and refund' }).click();
    await refund.getByRole('button', { name: 'Stop and refund $90.00' }).click();
    await page.getByText(/\$90\.00 is on its way back to your card \(reference re_test_/).waitFor();
    await page.getByText('refunded', { exact: true }).first().waitFor();
    expect(await page.getByTestId('refund').count()).toBe(0);
    expect(errors.messages).toEqual([]);
    await page.context().close();
  });

  it('lets an admin refund a paid campaign, saying why', async () => {
    const { campaignId } = await paidCampaign('Lehua', 'Lehua lei workshops');
    const admin = await signedIn(await loginCookie(t.app, t.admin.email, t.admin.password));
    await admin.goto(`${baseUrl}/admin/campaigns`);
    const row = admin.getByTestId(`admin-campaign-${campaignId}`);
    await row.getByRole('button', { name: 'Refund' }).click();
    await admin.getByRole('button', { name: 'Refund', exact: true }).last().click();
    await admin.getByText('Say why: the advertiser is told').waitFor();
    await admin.getByLabel('Reason').fill('Workshop cancelled by the venue');
    await admin.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await admin.getByText('Campaign Refunded').waitFor();
    await row.getByText('refunded', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await admin.context().close();
  });
});
