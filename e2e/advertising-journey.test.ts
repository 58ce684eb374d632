import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const main = (page: Page) => page.locator('#main-content');

/** Logs in from the login page: an advertiser lands on their dashboard, an admin on the admin area. */
async function logIn(page: Page, email: string, password: string, landing = '/advertiser/dashboard') {
  await page.goto(`${baseUrl}/advertiser/login`);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl}${landing}`);
}

/**
 * A visitor on the home page: the business directory shows the ad as a sponsored business card, seen once in
 * view (an impression), and the visitor follows it (a click).
 */
async function visitorSeesAndClicks(adId: string) {
  // A desktop browser's user agent: headless Chromium's own is (rightly) counted as a bot.
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  });
  const visitor = await context.newPage();
  await visitor.goto(baseUrl);
  // The directory fills in as the visitor scrolls down to it.
  await visitor.locator('#businesses').scrollIntoViewIfNeeded();
  const adCard = visitor.locator('#businesses').getByTestId(`ad-${adId}`);
  await adCard.getByText('Sponsored').waitFor();
  await adCard.getByText('Hotels & Lodging · North Shore').waitFor();
  // An impression counts once the card has been half in view for a second.
  const seen = visitor.waitForResponse(
    (response) => response.url().endsWith(`/api/ads/${adId}/impression`) && response.status() === 202,
  );
  await adCard.scrollIntoViewIfNeeded();
  await seen;
  const clicked = visitor.waitForResponse(
    (response) => response.url().endsWith(`/api/ads/${adId}/click`) && response.status() === 202,
  );
  const popup = context.waitForEvent('page');
  await adCard.getByRole('link', { name: /^Learn more/ }).click();
  await popup;
  await clicked;
  await context.close();
}

/** Ad cards on the dashboard are "ad-{uuid}"; other test ids that merely start with "ad-" are not ads. */
const AD_CARD_ID = /^ad-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('advertising journey', () => {
  it('logging out lands on the login page with "Logged out" and no "Authentication required"', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/advertiser/register`);
    await main(page).getByLabel('Your name').fill('Keoni Akana');
    await main(page).getByLabel('Email').fill('keoni@surfschool.test');
    await main(page).getByRole('textbox', { name: 'Password' }).fill('surf-school-2026');
    await main(page).getByLabel('Company name').fill('Keoni Surf School');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/advertiser/login`);
    await logIn(page, 'keoni@surfschool.test', 'surf-school-2026');
    await page.getByRole('heading', { name: 'Keoni Surf School' }).waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl}/advertiser/login`);
    await page.getByText('You have been logged out.').waitFor();
    // Toasts stay for seconds: any "Authentication required" would be on screen beside it.
    await page.waitForTimeout(500);
    expect(await page.getByText('Please log in to access the advertiser dashboard.').count()).toBe(0);
    await context.close();
  });

  it('register → admin approves → campaign → test-mode payment turns it active live → ad → moderation → home page → counted click', async () => {
    const advertiserContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const page = await advertiserContext.newPage();
    const errors = collectConsoleErrors(page, { ignore: [/401/, /Failed to load resource/] });

    // Dashboard without a session: back to login with the spec's toast, to return there once logged in.
    await page.goto(`${baseUrl}/advertiser/dashboard`);
    await page.waitForURL(`${baseUrl}/advertiser/login?redirect=%2Fadvertiser%2Fdashboard`);
    await page.getByText('Please log in to access the advertiser dashboard.').waitFor();

    await page.goto(`${baseUrl}/advertiser/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await main(page).getByLabel('Your name').fill('Malia Kealoha');
    await main(page).getByLabel('Email').fill('malia@shaveice.test');
    await main(page).getByRole('textbox', { name: 'Password' }).fill('shave-ice-2026');
    await main(page).getByLabel('Company name').fill('Malia Shave Ice');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/advertiser/login`);
    await logIn(page, 'malia@shaveice.test', 'shave-ice-2026');
    await page.getByRole('heading', { name: 'Malia Shave Ice' }).waitFor();
    await page.getByText('Account pending approval').waitFor();
    await page.getByText('No Campaigns Yet').waitFor();
    await page.getByText('No Ads Created Yet').waitFor();

    // The admin approves the advertiser; an advertiser cannot open admin pages.
    const admin = await adminContext.newPage();
    await logIn(admin, t.admin.email, t.admin.password, '/admin');
    await admin.goto(`${baseUrl}/admin/advertisers`);
    const card = admin.locator('[data-testid^="admin-advertiser-"]', { hasText: 'Malia Shave Ice' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Advertiser Updated').waitFor();
    // Account changes are announced to admins only, so the advertiser sees the approval on the next load.
    await t.settle();
    await page.reload();
    await page.getByRole('heading', { name: 'Malia Shave Ice' }).waitFor();
    expect(await page.getByText('Account pending approval').count()).toBe(0);

    await page.goto(`${baseUrl}/admin/campaigns`);
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.waitForURL(`${baseUrl}/advertiser/dashboard`);

    // Create a campaign: the budget is derived; no audience is asked for (serving shows ads to everyone).
    await page.getByRole('link', { name: 'Create Campaign' }).first().click();
    await main(page).getByLabel('Campaign name').fill('Rainbow shave ice summer');
    await main(page).getByLabel('Description').fill('Shave ice with li hing mui, in Haleiwa town.');
    expect(await page.getByText('Target interests').count()).toBe(0);
    expect(await main(page).getByLabel('Budget').inputValue()).toBe('$30.00');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign Created Successfully').waitFor();
    await page.waitForURL(/\/advertiser\/payment-checkout\//);
    await page.getByText('Test mode – no real charge').waitFor();
    // The hint speaks of the one field the test gateway has.
    await page.getByText('Test mode asks for a card number only').waitFor();
    expect(await page.getByText(/CVC|expiry|future date/).count()).toBe(0);

    // The dashboard, open in another tab, turns active without a reload when the payment succeeds.
    const dashboard = await advertiserContext.newPage();
    await dashboard.goto(`${baseUrl}/advertiser/dashboard`);
    const campaignCard = dashboard.locator('[data-testid^="campaign-"]', {
      hasText: 'Rainbow shave ice summer',
    });
    await campaignCard.getByTestId('campaign-status').getByText('pending').waitFor();
    await dashboard.getByText('Live', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByText('Amount: $30.00').waitFor();
    // The reference of the payment and when it was made, as on the receipt mail.
    expect(await page.getByTestId('payment-reference').textContent()).toMatch(/^pi_test_/);
    await page.getByText(/^Paid: .+ HST$/).waitFor();
    const paidAt = Date.now();
    await campaignCard.getByTestId('campaign-status').getByText('active').waitFor({ timeout: 5000 });
    const liveDelayMs = Date.now() - paidAt;
    await page.waitForURL(`${baseUrl}/advertiser/dashboard`);

    // Create an ad in the active campaign: it waits for review.
    await campaignCard.getByRole('link', { name: 'Create Ad' }).click();
    await dashboard.getByRole('heading', { name: 'Create Ad' }).waitFor();
    await main(dashboard).getByLabel('Title').fill('Rainbow shave ice');
    await main(dashboard).getByLabel('Description').fill('Twelve syrups, ice cream underneath.');
    await main(dashboard).getByLabel('Destination URL (optional)').fill('https://shaveice.example/menu');
    await main(dashboard).getByPlaceholder('Pick a business type').click();
    await dashboard.getByRole('option', { name: 'Accommodation' }).click();
    await dashboard.getByRole('button', { name: 'Create Ad' }).click();
    await dashboard.getByText('Ad Created Successfully').waitFor();
    await dashboard.waitForURL(`${baseUrl}/advertiser/dashboard`);
    // The statistics table lists the ad too, before the ad cards: the card is found by its own test id.
    await dashboard.getByRole('button', { name: 'Refresh Data' }).click();
    await dashboard
      .getByTestId(/^stats-ad-/)
      .filter({ hasText: 'Rainbow shave ice' })
      .waitFor();
    const adCard = dashboard.getByTestId(AD_CARD_ID).filter({ hasText: 'Rainbow shave ice' });
    await adCard.getByTestId('ad-status').getByText('pending').waitFor();
    // On a 390 px phone the report's tables scroll inside their card: the page itself does not.
    await dashboard.setViewportSize({ width: 390, height: 844 });
    expect(await dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dashboard.setViewportSize({ width: 1280, height: 720 });
    const adId = (await adCard.getAttribute('data-testid'))!.replace('ad-', '');

    // The admin approves it, then rejects it and approves it again: the dashboard follows live.
    await admin.goto(`${baseUrl}/admin/ads`);
    const adminAd = admin.getByTestId(`admin-ad-${adId}`);
    await adminAd.getByRole('button', { name: 'Approve' }).click();
    await adCard.getByTestId('ad-status').getByText('approved').waitFor();
    await adminAd.getByRole('button', { name: 'Reject' }).click();
    await admin.getByLabel('Reason').fill('The photo is too dark to read the menu.');
    await admin.getByRole('button', { name: 'Reject ad' }).click();
    await admin.getByText('Ad Updated').first().waitFor();
    await adCard.getByTestId('ad-status').getByText('rejected').waitFor();
    // The advertiser reads why, and is told how to resubmit.
    await adCard.getByTestId('ad-rejection').getByText('The photo is too dark to read the menu.').waitFor();
    await adCard.getByRole('link', { name: 'Edit and resubmit' }).waitFor();
    await adminAd.getByRole('button', { name: 'Approve' }).click();
    await adCard.getByTestId('ad-status').getByText('approved').waitFor();
    await t.settle();

    // A visitor sees the ad on the home page and follows it: the dashboard counts it live.
    await visitorSeesAndClicks(adId);
    await dashboard.getByTestId('stat-Total Clicks').getByText('1', { exact: true }).waitFor();
    expect(await dashboard.getByTestId('stat-Total Impressions').textContent()).toBe('1');
    expect(await dashboard.getByTestId('stat-Click-through Rate').textContent()).toBe('100%');
    expect(await dashboard.getByTestId('stat-Active Ads').textContent()).toBe('1');

    // The advertiser edits the campaign's description; duration, dates and budget stay as paid for.
    await campaignCard.getByRole('link', { name: 'Edit' }).click();
    await dashboard.getByRole('heading', { name: 'Edit Campaign' }).waitFor();
    expect(await main(dashboard).getByLabel('Budget').inputValue()).toBe('$30.00');
    await main(dashboard).getByLabel('Description').fill('');
    await dashboard.getByRole('button', { name: 'Save Campaign' }).click();
    await dashboard.getByText('Description is required').waitFor();
    await main(dashboard).getByLabel('Description').fill('Shave ice and mochi, in Haleiwa town.');
    await dashboard.getByRole('button', { name: 'Save Campaign' }).click();
    await dashboard.getByText('Campaign Updated').waitFor();
    await dashboard.waitForURL(`${baseUrl}/advertiser/dashboard`);
    await campaignCard.getByText('Shave ice and mochi, in Haleiwa town.').waitFor();
    await campaignCard.getByTestId('campaign-status').getByText('active').waitFor();

    console.info(
      `campaign turned active on the open dashboard ${liveDelayMs} ms after the payment page showed success`,
    );
    expect(errors.messages).toEqual([]);
    await advertiserContext.close();
    await adminContext.close();
  }, 120_000);
});
