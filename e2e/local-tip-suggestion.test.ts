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
const TITLE = 'Turtles resting at Laniakea';

/** With SCREENSHOT_DIR set, the walk leaves its screens there for a person to look at. */
const screenshot = async (page: Page, name: string) => {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
};

describe('a local’s tip, from a visitor to the page', () => {
  it('is suggested on a phone, verified by a moderator, and then shows Verified (not Sample) in both languages', async () => {
    const visitor = await newVisitorPage(v, { viewport: PHONE });
    const errors = collectConsoleErrors(visitor);
    await visitor.goto(`${v.baseUrl}/local-tips`);
    await visitor.getByTestId('tip-card').first().waitFor();
    await screenshot(visitor, 'local-tips-390');
    await visitor.getByRole('button', { name: 'Share a tip' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Share a local tip' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose a category').waitFor();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('The tip').fill('Green sea turtles haul out on the sand most afternoons.');
    await dialog.getByLabel('Where').fill('Laniakea Beach');
    await dialog.getByLabel('Insider note (optional)').fill('Stay 10 feet back; volunteers mark the line.');
    for (const [label, option] of [
      ['Category', 'Beach'],
      ['Time of day', 'afternoon'],
      ['Cost', 'free'],
      ['Crowd level', 'high'],
      ['Difficulty', 'easy'],
    ] as const) {
      await dialog.getByRole('combobox', { name: label }).click();
      await visitor.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog.getByLabel('Name').fill('Kai K.');
    await dialog.getByLabel('Email').fill('kai@example.com');
    await screenshot(visitor, 'local-tip-suggest-390');
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await visitor.getByText('Mahalo! Your tip shows here once a moderator has verified it.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await v.t.settle();
    await visitor.reload();
    await visitor.getByTestId('tip-card').first().waitFor();
    expect(await visitor.getByText(TITLE).count()).toBe(0);

    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    await admin.setViewportSize(PHONE);
    await admin.goto(`${v.baseUrl}/admin/local-tips`);
    const row = admin.locator('[data-testid^="admin-local-tip-"]', { hasText: TITLE });
    await row.getByText('kai@example.com').waitFor();
    await screenshot(admin, 'admin-local-tips-390');
    await row.getByRole('button', { name: 'Verify' }).click();
    await admin.getByText('Status set to verified').waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.close();

    await visitor.reload();
    const card = visitor.getByTestId('tip-card').filter({ hasText: TITLE });
    await card.getByText('✓ Verified').waitFor();
    expect(await card.getByText('Sample').count()).toBe(0);
    await card.getByText('Shared by Kai K.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'local-tip-verified-390');
    // Every card shows Sample or Verified, never both.
    for (const tip of await visitor.getByTestId('tip-card').all()) {
      const marks = (await tip.getByText('Sample').count()) + (await tip.getByText('✓ Verified').count());
      expect(marks).toBeLessThanOrEqual(1);
    }
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await visitor.goto(`${v.baseUrl}/ja/local-tips`);
    const japaneseCard = visitor.getByTestId('tip-card').filter({ hasText: TITLE });
    await japaneseCard.getByText('✓ 確認済み').waitFor();
    expect(await japaneseCard.getByText(TITLE).getAttribute('lang')).toBe('en');
    expect(errors.messages).toEqual([]);
    await visitor.close();
  });
});
