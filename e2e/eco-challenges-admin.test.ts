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
const TITLE = 'Bring your own cup to Haleʻiwa';
const TITLE_JA = 'ハレイワにマイカップを持参';
const DESCRIPTION = 'Ask for your shave ice or coffee in your own cup.';

/** With SCREENSHOT_DIR set, the walk leaves its screens there for a person to look at. */
const screenshot = async (page: Page, name: string) => {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
};

describe('an admin keeps the eco challenges', () => {
  it('adds a challenge on a phone, and visitors see it in English and Japanese', async () => {
    const category = (await v.t.app.inject({ url: '/api/eco/categories' })).json<{ name: string }[]>()[0]!
      .name;
    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    const errors = collectConsoleErrors(admin);
    await admin.setViewportSize(PHONE);
    await admin.goto(`${v.baseUrl}/admin/catalog/eco-challenges`);
    // The shipped challenges are samples, listed first.
    await admin.locator('[data-testid^="catalog-row-"]').first().getByText('Sample').waitFor();
    await admin.getByRole('button', { name: 'Add a challenge' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a challenge' });
    await dialog.getByLabel('Title (English)').fill(TITLE);
    await dialog.getByLabel('Title (Japanese)').fill(TITLE_JA);
    await dialog.getByLabel('Description (English)').fill(DESCRIPTION);
    await dialog.getByLabel('Location (English)').fill('Haleʻiwa town');
    await dialog
      .getByLabel('Requirements, one a line (English)')
      .fill('A reusable cup\nA photo of it filled');
    await dialog.getByLabel('Estimated time (English)').fill('5 minutes');
    await dialog.getByTestId('japanese-missing-descriptionJa').waitFor();
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await admin.getByRole('option', { name: category }).click();
    await dialog.getByRole('textbox', { name: 'Points', exact: true }).fill('7');
    await screenshot(admin, 'eco-challenges-admin-form-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.locator('[data-testid^="catalog-row-"]', { hasText: TITLE });
    await row.getByText(`${category} · 7 points`).waitFor();
    await row.getByText('Japanese missing').waitFor();
    await screenshot(admin, 'eco-challenges-admin-390');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors.messages).toEqual([]);
    await admin.close();

    const visitor = await newVisitorPage(v, { viewport: PHONE });
    await visitor.goto(`${v.baseUrl}/eco-challenges`);
    const card = visitor.getByRole('article', { name: TITLE });
    await card.getByText(DESCRIPTION).waitFor();
    await visitor.goto(`${v.baseUrl}/ja/eco-challenges`);
    const japanese = visitor.getByRole('article', { name: TITLE_JA });
    // The description has no Japanese yet: the English shows, marked as English.
    const description = japanese.getByText(DESCRIPTION);
    expect(await description.getAttribute('lang')).toBe('en');
    await japanese.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'eco-challenge-ja-390');
    await visitor.close();
  });

  it('refuses to retire a category that still has live challenges, and says why', async () => {
    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    await admin.setViewportSize(PHONE);
    await admin.goto(`${v.baseUrl}/admin/catalog/eco-categories`);
    const first = admin.locator('[data-testid^="catalog-row-"]').first();
    await first.getByText('Sample').waitFor();
    await first.getByText(/live challenges?$/).waitFor();
    await first.getByRole('button', { name: 'Retire' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Merging categories');
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await admin.getByText(/live challenges? (is|are) in this category: move or retire/).waitFor();
    await screenshot(admin, 'eco-categories-admin-390');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.close();
  });
});
