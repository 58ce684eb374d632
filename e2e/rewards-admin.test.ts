import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { newVisitorPage, signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };
const TITLE = 'Free paddle with a surf lesson';
const TITLE_JA = 'サーフレッスンでパドル無料';

/** With SCREENSHOT_DIR set, the walk leaves its screens there for a person to look at. */
const screenshot = async (page: Page, name: string) => {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
};

describe('an admin keeps the eco rewards', () => {
  it('adds a reward with a partner and a stock on a phone, and visitors see it in English and Japanese', async () => {
    const partner = (await v.t.app.inject({ url: '/api/businesses/1' })).json<{ name: string }>().name;
    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    const errors = collectConsoleErrors(admin);
    await admin.setViewportSize(PHONE);
    await admin.goto(`${v.baseUrl}/admin/catalog/rewards`);
    // The shipped rewards are samples, listed first.
    await admin.locator('[data-testid^="catalog-row-"]').first().getByText('Sample').waitFor();
    await admin.getByRole('button', { name: 'Add a reward' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a reward' });
    await dialog.getByLabel('Title (English)').fill(TITLE);
    await dialog.getByLabel('Title (Japanese)').fill(TITLE_JA);
    await dialog.getByLabel('Description (English)').fill('An hour on a stand-up paddle with any lesson.');
    await dialog.getByLabel('Terms (English)').fill('One per visitor.');
    await dialog.getByTestId('japanese-missing-descriptionJa').waitFor();
    await dialog.getByRole('combobox', { name: 'Partner business' }).fill(partner.slice(0, 6));
    await admin.getByRole('option', { name: partner }).click();
    await dialog.getByRole('textbox', { name: 'Points required' }).fill('40');
    await dialog.getByRole('textbox', { name: 'Stock' }).fill('3');
    // Next year's last day: a reward that does not expire while the test runs, whatever the year.
    await dialog.getByLabel('Valid until').fill(`${new Date().getUTCFullYear() + 1}-12-31`);
    await screenshot(admin, 'rewards-admin-form-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.locator('[data-testid^="catalog-row-"]', { hasText: TITLE });
    await row.getByText(`${partner} · 40 points · 0 of 3 redeemed`).waitFor();
    await row.getByText('Japanese missing').waitFor();
    await screenshot(admin, 'rewards-admin-390');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors.messages).toEqual([]);
    await admin.close();

    const visitor = await newVisitorPage(v, { viewport: PHONE });
    await visitor.goto(`${v.baseUrl}/eco-challenges`);
    await visitor.getByRole('tab', { name: 'Rewards' }).click();
    const card = visitor.getByRole('article', { name: TITLE });
    await card.getByText('3 left.').waitFor();
    await card.getByText(`At ${partner}`).waitFor();
    expect(await card.getByText('Sample').count()).toBe(0);
    await visitor.goto(`${v.baseUrl}/ja/eco-challenges`);
    await visitor.getByRole('tab', { name: '特典' }).click();
    const japanese = visitor.getByRole('article', { name: TITLE_JA });
    await japanese.getByText('残り3件。').waitFor();
    await japanese.getByText(`利用できるお店：${partner}`).waitFor();
    // The description has no Japanese yet: the English shows, marked as English.
    const description = japanese.getByText('An hour on a stand-up paddle with any lesson.');
    expect(await description.getAttribute('lang')).toBe('en');
    await japanese.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'reward-ja-390');
    await visitor.close();
  });
});
