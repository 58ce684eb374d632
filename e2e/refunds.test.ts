import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, paidCampaign } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

async function advertiserWithPaidCampaign(name: string, campaignName: string) {
  const owner = await advertiser(v.t, name);
  return { owner, campaignId: await paidCampaign(v.t, owner.cookie, { name: campaignName }) };
}

describe('refunds in the browser', () => {
  it('lets an advertiser stop a campaign that never served and have the whole payment back', async () => {
    const { owner, campaignId } = await advertiserWithPaidCampaign('Hoku', 'Hoku night markets');
    const page = await signedInPage(v, owner.cookie);
    const errors = collectConsoleErrors(page);
    await page.goto(`${v.baseUrl}/advertiser/campaign/${campaignId}`);
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
    const { campaignId } = await advertiserWithPaidCampaign('Lehua', 'Lehua lei workshops');
    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    await admin.goto(`${v.baseUrl}/admin/campaigns`);
    const row = admin.getByTestId(`admin-campaign-${campaignId}`);
    // A part first: the campaign keeps running and can be refunded again.
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund campaign' });
    await dialog.getByText('Leave empty to refund all that remains of the $90.00 paid').waitFor();
    await dialog.getByLabel('Amount (USD)').fill('10');
    await dialog.getByLabel('Reason').fill('Two days lost to a site outage');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await admin.getByText('Campaign Refunded').waitFor();
    await row.getByText('active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Refund' }).click();
    // The dialog's own button: the row's Refund button stays in the page under the overlay.
    await admin
      .getByRole('dialog', { name: 'Refund campaign' })
      .getByRole('button', { name: 'Refund', exact: true })
      .click();
    await admin.getByText('Say why: the advertiser is told').waitFor();
    await admin.getByLabel('Reason').fill('Workshop cancelled by the venue');
    await admin.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    // The part's notice may still show: the campaign's status says this refund went through.
    await row.getByText('refunded', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await admin.context().close();
  });
});
