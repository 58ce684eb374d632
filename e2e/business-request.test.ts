import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { newVisitorPage, signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };

/** Set E2E_SCREENSHOTS to a folder to keep each step's picture. */
async function phoneScreenshot(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

describe('an advertiser asks for a business the directory lacks', () => {
  it('on a phone: asks, an admin places and approves it, visitors read it in English and Japanese', async () => {
    const owner = await advertiser(v.t, 'Moana');
    const ownerPage = await signedInPage(v, owner.cookie);
    await ownerPage.setViewportSize(PHONE);
    // The empty form sent first is answered 400 with its field errors, as it should be.
    const errors = collectConsoleErrors(ownerPage, { ignore: [/status of 400 \(Bad Request\)/] });

    await ownerPage.goto(`${v.baseUrl}/advertiser/listings`);
    await ownerPage.getByRole('button', { name: 'Ask for a new business' }).click();
    const form = ownerPage.getByTestId('business-request-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Name is required').waitFor();
    // The errors are under their fields; no toast covers the form on a phone.
    expect(await ownerPage.locator('.mantine-Notification-root').count()).toBe(0);
    await form.getByLabel('Business name').fill('Sunset Acai Bowls');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await ownerPage.getByRole('option', { name: 'Food & Drink' }).click();
    await form.getByLabel('Address').fill('59-176 Kamehameha Hwy, Haleiwa');
    await form
      .getByLabel('Description (English)')
      .fill('Acai bowls with Kahuku papaya, across from Sunset Beach.');
    await form.getByLabel('Description (Japanese)').fill('サンセットビーチ向かいのアサイーボウル。');
    await form.getByLabel('Phone').fill('(808) 555-0142');
    await form.getByRole('button', { name: 'Add opening hours' }).click();
    const monday = form.getByTestId('hours-monday');
    await monday.getByLabel('Opens').fill('07:00');
    await monday.getByLabel('Closes').fill('15:00');
    await phoneScreenshot(ownerPage, 'request-form-390');
    await form.getByRole('button', { name: 'Send request' }).click();
    await ownerPage.getByText('Request sent').waitFor();
    const request = ownerPage.locator('[data-testid^="business-request-"]', { hasText: 'Sunset Acai Bowls' });
    await request.getByText('Waiting for review').waitFor();
    await phoneScreenshot(ownerPage, 'request-pending-390');

    // Pending, it is nowhere visitors look.
    const names = async () =>
      (await call(v.t.app, 'GET', '/api/businesses')).json<{ name: string }[]>().map((b) => b.name);
    expect(await names()).not.toContain('Sunset Acai Bowls');

    const adminPage = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    await adminPage.setViewportSize(PHONE);
    await adminPage.goto(`${v.baseUrl}/admin/business-claims`);
    const row = adminPage.locator('[data-testid^="admin-business-request-"]', {
      hasText: 'Sunset Acai Bowls',
    });
    await row.getByText('59-176 Kamehameha Hwy, Haleiwa').waitFor();
    await phoneScreenshot(adminPage, 'admin-requests-390');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add the business to the directory' });
    // A latitude the server refuses is said under the field, and the dialog keeps what was typed.
    await dialog.getByLabel('Latitude').fill('216.750');
    await dialog.getByLabel('Longitude').fill('-158.0390');
    await dialog.getByRole('button', { name: 'Add to the directory' }).click();
    await dialog.getByText('Latitude must be between -90 and 90').waitFor();
    expect(await adminPage.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await dialog.getByLabel('Longitude').inputValue()).toBe('-158.0390');
    await dialog.getByLabel('Latitude').fill('21.6750');
    await phoneScreenshot(adminPage, 'admin-place-390');
    await dialog.getByRole('button', { name: 'Add to the directory' }).click();
    await adminPage.getByText('Request updated').waitFor();
    await v.t.settle();

    await ownerPage.reload();
    await request.getByText('Approved').waitFor();
    const listing = ownerPage.locator('[data-testid^="listing-"]', { hasText: 'Sunset Acai Bowls' });
    await listing.getByRole('button', { name: 'Send for review' }).waitFor();
    await phoneScreenshot(ownerPage, 'request-approved-390');
    await ownerPage.setViewportSize({ width: 1280, height: 800 });
    await ownerPage.getByRole('button', { name: 'Ask for a new business' }).click();
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const folder = process.env.E2E_SCREENSHOTS;
    if (folder) await ownerPage.screenshot({ path: `${folder}/request-form-1280.png`, fullPage: true });
    const businessId = (await listing.getAttribute('data-testid'))!.replace('listing-', '');

    const visitor = await newVisitorPage(v, { viewport: PHONE });
    await visitor.goto(`${v.baseUrl}/business/${businessId}`);
    await visitor.getByRole('heading', { name: 'Sunset Acai Bowls', level: 1 }).waitFor();
    await visitor.getByText('Acai bowls with Kahuku papaya, across from Sunset Beach.').waitFor();
    await visitor.getByTestId('opening-hours').getByText('7:00 AM – 3:00 PM').waitFor();
    await phoneScreenshot(visitor, 'business-en-390');
    await visitor.goto(`${v.baseUrl}/ja/business/${businessId}`);
    await visitor.getByText('サンセットビーチ向かいのアサイーボウル。').waitFor();
    await visitor.getByTestId('opening-hours').getByText('月曜日').waitFor();
    await phoneScreenshot(visitor, 'business-ja-390');

    expect(errors.messages).toEqual([]);
  }, 120_000);
});
