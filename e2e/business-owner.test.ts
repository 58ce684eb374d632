import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { advertiser, call } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import {
  newVisitorPage,
  seriousAxeViolations,
  signedInPage,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const business = SEED_BUSINESSES[0]!;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Where a page can be looked at: set E2E_SCREENSHOTS to a folder to keep each step's picture. */
async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** No page wider than a phone's screen. */
async function fitsPhone(page: Page, name: string) {
  await keepScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  await keepScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a business owner keeps their listing', () => {
  it('claims a business, an admin approves, the owner sets its hours, an admin approves, visitors see them', async () => {
    const owner = await advertiser(v.t, 'Kala');
    const ownerPage = await signedInPage(v, owner.cookie);
    const adminPage = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    const errors = collectConsoleErrors(ownerPage);
    const adminCookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const review = await call(v.t.app, 'POST', '/api/reviews', undefined, {
      type: 'business',
      targetId: business.id,
      title: 'Best on the North Shore',
      content: 'Li hing mui on top, so good.',
      rating: 5,
      authorName: 'Leilani',
    });
    await v.t.settle();
    await call(v.t.app, 'POST', `/api/admin/reviews/${review.json().id}/approve`, adminCookie, {});

    await ownerPage.goto(`${v.baseUrl}/advertiser/dashboard`);
    await ownerPage.getByRole('link', { name: 'My business listings' }).click();
    await ownerPage.getByRole('heading', { name: 'Claim a business' }).waitFor();
    await ownerPage.getByRole('combobox', { name: 'Business' }).fill(business.name.slice(0, 8));
    await ownerPage.getByRole('option', { name: new RegExp(business.name) }).click();
    await ownerPage.getByLabel('How are you connected to this business?').fill('I own the shop since 2019');
    await ownerPage.getByRole('button', { name: 'Send claim' }).click();
    await ownerPage.getByText('Waiting for review').waitFor();
    await fitsPhone(ownerPage, 'listings-claimed');

    await adminPage.goto(`${v.baseUrl}/admin/business-claims`);
    const claimRow = adminPage.locator('[data-testid^="admin-claim-"]', { hasText: business.name });
    await claimRow.getByText('I own the shop since 2019').waitFor();
    await fitsPhone(adminPage, 'admin-claims');
    // The admin queues' pending badge and Reject button are read at 4.5:1 too.
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await claimRow.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText('Claim updated').waitFor();

    await ownerPage.reload();
    const listing = ownerPage.getByTestId(`listing-${business.id}`);
    await listing.getByRole('button', { name: 'Add opening hours' }).click();
    // Open all day every day, so the page says "Open now" whenever the test runs.
    for (const day of DAYS) {
      const row = listing.getByTestId(`hours-${day}`);
      await row.getByLabel('Opens').fill('00:00');
      await row.getByLabel('Closes').fill('23:59');
    }
    await listing.getByRole('button', { name: 'Send for review' }).click();
    await ownerPage.getByText('Changes sent for review').waitFor();
    await listing.getByTestId('latest-edit').getByText('waiting for review').waitFor();
    await fitsPhone(ownerPage, 'listings-edit-pending');
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);

    const ownerReview = listing.getByTestId(`owner-review-${review.json().id}`);
    await ownerReview.getByLabel('Your public reply').fill('Mahalo, Leilani! See you after your next surf.');
    await ownerReview.getByRole('button', { name: 'Post reply' }).click();
    await ownerPage.getByText('Reply posted').waitFor();

    // Until an admin approves, visitors see the listing as it was.
    const visitor = await newVisitorPage(v);
    await visitor.goto(`${v.baseUrl}/business/${business.id}`);
    await visitor.getByRole('heading', { name: business.name, level: 1 }).waitFor();
    expect(await visitor.getByTestId('opening-hours').count()).toBe(0);

    await adminPage.reload();
    const editRow = adminPage.locator('[data-testid^="admin-listing-edit-"]', { hasText: business.name });
    await editRow.getByText('hours', { exact: true }).waitFor();
    await fitsPhone(adminPage, 'admin-listing-edits');
    await editRow.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByText('Listing edit updated').waitFor();
    await v.t.settle();

    await visitor.reload();
    const hours = visitor.getByTestId('opening-hours');
    await hours.getByText('Monday').waitFor();
    expect(await hours.getByText('12:00 AM – 11:59 PM').count()).toBe(7);
    await visitor.getByTestId('open-now').first().getByText('Open now').waitFor();
    await visitor.getByText('Reply from the owner').waitFor();
    await visitor
      .getByTestId('owner-reply')
      .getByText('Mahalo, Leilani! See you after your next surf.')
      .waitFor();
    await fitsPhone(visitor, 'business-en');
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    // A visitor whose phone keeps Tokyo time reads the Japanese page: still Hawaii's hours and Hawaii's now.
    const tokyo = await newVisitorPage(v, { timezoneId: 'Asia/Tokyo', locale: 'ja-JP' });
    await tokyo.goto(`${v.baseUrl}/ja/business/${business.id}`);
    await tokyo.getByRole('heading', { name: '営業時間' }).waitFor();
    await tokyo.getByTestId('opening-hours').getByText('月曜日').waitFor();
    await tokyo.getByTestId('open-now').first().getByText('営業中').waitFor();
    await tokyo.getByText('ハワイ時間（HST）').waitFor();
    await tokyo.getByText('オーナーからの返信').waitFor();
    await fitsPhone(tokyo, 'business-ja');

    expect(errors.messages).toEqual([]);
  }, 90_000);
});
