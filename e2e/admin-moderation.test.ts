import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
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
let page: Page;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
  const admin = await browser.newContext();
  const session = (await loginCookie(t.app, t.admin.email, t.admin.password)).split('=')[1]!;
  await admin.addCookies([{ name: 'nsg_session', value: session, url: baseUrl }]);
  page = await admin.newPage();
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const row = (prefix: string, text: string) => page.locator(`[data-testid^="${prefix}-"]`, { hasText: text });
const badge = (locator: ReturnType<typeof row>, status: string) => locator.getByText(status, { exact: true });

/** Status badges whose text is cut ("ACT…") at the page's width and at a phone's. */
async function cutBadges(): Promise<string[]> {
  const cut: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll('.mantine-Badge-label')]
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent ?? ''),
    );
    cut.push(...texts.map((text) => `${width} px: ${text}`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return cut;
}

describe('admin moderation queues in the browser', () => {
  it('approves an advertiser, shows their campaign unpaid then paid and pauses it, and rejects and reapproves their ad', async () => {
    const errors = collectConsoleErrors(page);
    const malia = await advertiser(t, 'Malia', false, {
      description: 'Surf lessons for beginners at Puaena Point.',
      website: 'https://malia-surf.example',
      address: '66-250 Kamehameha Hwy, Haleiwa',
    });

    await page.goto(`${baseUrl}/admin/advertisers`);
    const advertiserRow = row('admin-advertiser', 'Malia Co');
    await badge(advertiserRow, 'pending').waitFor();
    await advertiserRow.getByText('malia@shop.test').waitFor();
    // What the admin vets the registration by.
    await advertiserRow.getByText('Surf lessons for beginners at Puaena Point.').waitFor();
    await advertiserRow.getByRole('link', { name: 'https://malia-surf.example' }).waitFor();
    await advertiserRow.getByText('66-250 Kamehameha Hwy, Haleiwa').waitFor();
    await page.getByRole('columnheader', { name: 'Signed up (Hawaii time)' }).waitFor();
    await advertiserRow.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Advertiser Updated').waitFor();
    await advertiserRow.waitFor({ state: 'detached' });

    const campaign = await call(t.app, 'POST', '/api/campaigns', malia.cookie, campaignInput());
    expect(campaign.statusCode).toBe(201);
    await t.settle();
    await page.goto(`${baseUrl}/admin/campaigns`);
    const campaignRow = row('admin-campaign', 'Sunset surf lessons');
    await badge(campaignRow, 'pending').waitFor();
    // Unpaid: no approval to give, only a rejection; its payment makes it active.
    await campaignRow.getByTestId('campaign-paid').getByText('Unpaid').waitFor();
    expect(await campaignRow.getByRole('button').allTextContents()).toEqual(['Reject']);
    await payForCampaign(t, malia.cookie, campaign.json<{ id: string }>().id);
    await page.reload();
    await badge(campaignRow, 'active').waitFor();
    await campaignRow.getByTestId('campaign-paid').getByText('Paid').waitFor();
    expect(await campaignRow.getByRole('button').allTextContents()).toEqual(['Pause', 'Reject', 'Refund']);
    expect(await cutBadges()).toEqual([]);

    const ad = await call(
      t.app,
      'POST',
      '/api/ads',
      malia.cookie,
      adInput(campaign.json<{ id: string }>().id),
    );
    expect(ad.statusCode).toBe(201);
    await t.settle();
    await page.goto(`${baseUrl}/admin/ads`);
    const adRow = page.getByTestId(`admin-ad-${ad.json<{ id: string }>().id}`);
    await adRow.getByText('Surf lessons from $60').waitFor();
    await adRow.getByText('campaign Sunset surf lessons (active)', { exact: false }).waitFor();
    await adRow.getByRole('button', { name: 'Reject' }).click();
    await page.getByLabel('Reason').fill('The title promises a price the website does not show.');
    await page.getByRole('button', { name: 'Reject ad' }).click();
    await page.getByText('Ad Updated').first().waitFor();
    await badge(adRow, 'rejected').waitFor();
    await adRow.getByRole('button', { name: 'Approve' }).click();
    await badge(adRow, 'approved').waitFor();
    expect(await cutBadges()).toEqual([]);

    await page.goto(`${baseUrl}/admin/campaigns`);
    await campaignRow.getByRole('button', { name: 'Pause' }).click();
    // A paid campaign is paused only with a reason, which the advertiser is told.
    const dialog = page.getByRole('dialog', { name: 'Pause campaign' });
    await dialog.getByText('their paid days do not pass while it is paused').waitFor();
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByText('Say why: the advertiser is told').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checking the surf school licence');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await badge(campaignRow, 'paused').waitFor();
    expect(await campaignRow.getByRole('button').allTextContents()).toEqual(['Resume', 'Reject', 'Refund']);
    expect(errors.messages).toEqual([]);
  }, 90_000);

  it('approves a pending review', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        type: 'business',
        targetId: 1,
        title: 'Best shave ice',
        content: 'Worth the line.',
        rating: 4,
        authorName: 'Leilani',
        authorEmail: 'leilani@example.com',
      },
    });
    expect(submitted.statusCode).toBe(201);
    await t.settle();
    await page.goto(`${baseUrl}/admin/reviews`);
    const reviewRow = row('admin-review', 'Best shave ice (4/5)');
    await reviewRow.getByText('leilani@example.com', { exact: false }).waitFor();
    await reviewRow.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review approved').waitFor();
    await reviewRow.waitFor({ state: 'detached' });
    await page
      .locator('label')
      .filter({ hasText: /^Approved$/ })
      .click();
    await badge(reviewRow, 'approved').waitFor();
    expect(await reviewRow.getByRole('button').allTextContents()).toEqual(['Reject']);
  }, 60_000);
});
