import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { signedInPage, startVisitorApp, newVisitorPage, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
let admin: string;
beforeAll(async () => {
  v = await startVisitorApp();
  admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
});
afterAll(() => v?.close());

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
};
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function adminPage(width: number) {
  const page = await signedInPage(v, admin);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${v.baseUrl}/admin/catalog/businesses`);
  await page.getByRole('heading', { name: 'Businesses' }).waitFor();
  return page;
}
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function visitorDirectory(path: string, search: string) {
  const page = await newVisitorPage(v);
  await page.goto(`${v.baseUrl}${path}`);
  await page.locator('#businesses input[type="search"]').fill(search);
  return page;
}

describe('an admin replaces a sample business', () => {
  it(
    'adds a real one with a picture, retires the sample, and visitors see the change in English and Japanese',
    { timeout: 180_000 },
    async () => {
      const page = await adminPage(390);
      // Samples come first, marked.
      await page.getByRole('row').first().getByTestId('sample-badge').waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await shot(page, 'businesses-list-390');

      await page.getByRole('button', { name: 'Add a business' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name (English)').fill('Haleiwa Bowls');
      await dialog
        .getByLabel('Description (English)')
        .fill('Acai bowls with local fruit, a short walk from the harbor.');
      await dialog.getByTestId('japanese-missing-descriptionJa').waitFor();
      await dialog.getByLabel('Location').fill('Haleiwa');
      await dialog.getByLabel('Latitude').fill('21.5928');
      await dialog.getByLabel('Longitude').fill('-158.1034');
      const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f4a261' } })
        .withExif({ IFD0: { Copyright: 'camera owner' } })
        .jpeg()
        .toBuffer();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload a picture' }).click();
      await (await chooser).setFiles({ name: 'bowls.jpg', mimeType: 'image/jpeg', buffer: picture });
      await expect
        .poll(() => dialog.locator('img').getAttribute('src'))
        .toMatch(/^\/uploads\/catalog\/.+-large\.webp$/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await shot(page, 'business-form-390', false);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, 'Haleiwa Bowls').getByText('Japanese missing').waitFor();

      await rowOf(page, 'Kaiaka Shave Ice').getByRole('button', { name: 'Retire' }).click();
      await page.getByRole('dialog').getByLabel('Reason').fill('Sample data: the real shop is listed now');
      await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
      await rowOf(page, 'Kaiaka Shave Ice').getByText('Retired').waitFor();
      await v.t.settle();

      const english = await visitorDirectory('/', 'a');
      const cards = english.getByTestId('business-card');
      await cards.filter({ hasText: 'Haleiwa Bowls' }).waitFor();
      expect(await cards.filter({ hasText: 'Kaiaka Shave Ice' }).count()).toBe(0);
      const japanese = await visitorDirectory('/ja/', 'Haleiwa Bowls');
      const card = japanese.getByTestId('business-card').filter({ hasText: 'Haleiwa Bowls' });
      await card.waitFor();
      // No Japanese yet: the English name and description show, marked as English.
      const markedEnglish = await card.locator('[lang="en"]').allInnerTexts();
      expect(markedEnglish[0]).toBe('Haleiwa Bowls');
      expect(markedEnglish[1]).toContain('Acai bowls');
      expect(
        await japanese.getByTestId('business-card').filter({ hasText: 'Kaiaka Shave Ice' }).count(),
      ).toBe(0);
    },
  );

  it(
    'a second admin saving the same business gets the conflict, with the first one’s version',
    { timeout: 120_000 },
    async () => {
      const first = await adminPage(1280);
      const second = await adminPage(390);
      for (const page of [first, second]) {
        await rowOf(page, 'Makani Shrimp Wagon').getByRole('button', { name: 'Edit' }).click();
      }
      await first.getByRole('dialog').getByLabel('Phone').fill('(808) 293-0000');
      await first.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await first.getByRole('dialog').waitFor({ state: 'detached' });

      const dialog = second.getByRole('dialog');
      await dialog.getByLabel('Name (English)').fill('Makani Shrimp');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByTestId('stale-edit')
        .getByText('Someone else saved this while you were editing it')
        .waitFor();
      expect(await dialog.getByLabel('Phone').inputValue()).toBe('(808) 293-0000');
      expect(await dialog.getByLabel('Name (English)').inputValue()).toBe('Makani Shrimp Wagon');
      await shot(second, 'business-conflict-390', false);
      await dialog.getByLabel('Name (English)').fill('Makani Shrimp');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(second, 'Makani Shrimp').waitFor();
      await shot(first, 'businesses-list-1280');
      expect(await pageWidth(first)).toBeLessThanOrEqual(1280);
    },
  );

  it('an admin corrects a beach’s safety facts on a phone', { timeout: 120_000 }, async () => {
    const page = await signedInPage(v, admin);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${v.baseUrl}/admin/catalog/beaches`);
    await page.getByRole('heading', { name: 'Beaches' }).waitFor();
    await rowOf(page, 'Sunset Beach').getByText('Safety facts last edited').waitFor();
    await rowOf(page, 'Sunset Beach').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Lifeguard tower').uncheck();
    await dialog.getByLabel('High from (ft breaking face)').fill('5');
    await dialog
      .getByRole('group', { name: 'Safety facts: what the hazard rating reads' })
      .scrollIntoViewIfNeeded();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'beach-safety-facts-390', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await v.t.settle();
    const sunset = (await v.t.app.inject({ url: '/api/beaches' }))
      .json<{ name: string; hasLifeguards: boolean; exposure: { highFaceFt: number } }[]>()
      .find((beach) => beach.name === 'Sunset Beach');
    expect(sunset).toMatchObject({ hasLifeguards: false, exposure: { highFaceFt: 5 } });
  });

  it('an admin gives a product its price and Japanese name', { timeout: 120_000 }, async () => {
    const page = await signedInPage(v, admin);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${v.baseUrl}/admin/catalog/products`);
    await page.getByRole('heading', { name: 'Shop products' }).waitFor();
    await rowOf(page, 'North Shore Sunrise Tee').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Price (US$)').fill('$32.50');
    await dialog.getByLabel('Name (Japanese)').fill('');
    await dialog.getByTestId('japanese-missing-nameJa').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'product-form-390', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await v.t.settle();
    const tee = (await v.t.app.inject({ url: '/api/products' }))
      .json<{ name: string; price: number; nameJa: string | null }[]>()
      .find((product) => product.name === 'North Shore Sunrise Tee');
    expect(tee).toMatchObject({ price: 3250, nameJa: null });
    await shot(page, 'products-list-390');
  });

  it(
    'an admin retires all sample data at launch, told first how much of each kind',
    { timeout: 120_000 },
    async () => {
      const counts = (
        await v.t.app.inject({ url: '/api/admin/catalog/samples', headers: { cookie: admin } })
      ).json<{ business: number; product: number; tip: number; eco_reward: number }>();
      const page = await adminPage(390);
      await page
        .getByTestId('retire-samples')
        .getByRole('button', { name: 'Retire all sample data' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(
          `${counts.business} sample businesses, ${counts.product} sample products, ` +
            `${counts.tip} sample local tips, ${counts.eco_reward} sample eco rewards`,
        )
        .waitFor();
      await shot(page, 'retire-samples-390', false);
      await dialog.getByLabel('Reason').fill('Launch: real listings only');
      await dialog.getByRole('button', { name: 'Retire all sample data' }).click();
      await page.getByTestId('retire-samples').waitFor({ state: 'detached', timeout: 30_000 });
      await v.t.settle();
      const names = (await v.t.app.inject({ url: '/api/businesses' }))
        .json<{ name: string }[]>()
        .map((b) => b.name);
      expect(names).toEqual(expect.arrayContaining(['Haleiwa Bowls']));
      expect(names).not.toContain('Makani Shrimp');
      expect((await v.t.app.inject({ url: '/api/products' })).json()).toEqual([]);
      expect((await v.t.app.inject({ url: '/api/local-tips' })).json()).toEqual([]);
    },
  );
});
