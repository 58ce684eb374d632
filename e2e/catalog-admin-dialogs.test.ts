import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
let page: Page;
beforeAll(async () => {
  v = await startVisitorApp();
  page = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
  await page.setViewportSize({ width: 390, height: 844 });
});
afterAll(() => v?.close());

const KINDS = [
  'businesses',
  'beaches',
  'products',
  'local-tips',
  'eco-challenges',
  'eco-categories',
  'rewards',
];

const screenshot = async (name: string) => {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
};

/** Whether the element shows all of itself: nothing clipped, and inside the box that holds it. */
async function wholeWithin(element: Locator, box: Locator) {
  const [inner, outer] = [await element.boundingBox(), await box.boundingBox()];
  const clipped = await element.evaluate((node) => node.scrollWidth > node.clientWidth);
  return !clipped && inner!.x >= outer!.x && inner!.x + inner!.width <= outer!.x + outer!.width;
}

describe('the catalog admin dialogs on a phone', () => {
  it('show each "Japanese missing" mark whole', async () => {
    for (const kind of KINDS) {
      await page.goto(`${v.baseUrl}/admin/catalog/${kind}`);
      for (const badge of await page.getByText('Japanese missing', { exact: true }).all())
        expect(await wholeWithin(badge, page.locator('main')), `${kind} list`).toBe(true);
      await page.getByRole('button', { name: /^Add an? / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[data-testid^="japanese-missing-"]').first().waitFor();
      await screenshot(`catalog-dialog-${kind}-390`);
      const body = dialog.locator('.mantine-Modal-body');
      for (const missing of await dialog.locator('[data-testid^="japanese-missing-"]').all())
        expect(
          await wholeWithin(missing, body),
          `${kind}: ${await missing.getAttribute('data-testid')}`,
        ).toBe(true);
      await page.keyboard.press('Escape');
    }
  });

  it("show a refused retirement's reason under the reason field, the dialog still open", async () => {
    await page.goto(`${v.baseUrl}/admin/catalog/eco-categories`);
    const first = page.locator('[data-testid^="catalog-row-"]').first();
    await first.getByRole('button', { name: 'Retire' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Merged into another category');
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await expect
      .poll(
        async () =>
          dialog
            .locator('.mantine-InputWrapper-error')
            .textContent({ timeout: 500 })
            .catch(() => null),
        { timeout: 10_000 },
      )
      .toMatch(/live challenges? (is|are) in this category/);
    await screenshot('catalog-retire-refused-390');
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });
});
