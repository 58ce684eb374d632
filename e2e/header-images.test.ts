import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import {
  appTakenOver,
  newVisitorPage,
  signedInPage,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
let admin: string;
beforeAll(async () => {
  v = await startVisitorApp();
  admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
});
afterAll(() => v?.close());

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
};
const PHONE = { width: 390, height: 844 };
const ALT = 'Surfers paddling out at Pipeline at dawn';
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const firstPicture = (page: Page) => page.locator('img[data-shown]').first();

async function addHeaderImage(page: Page) {
  await page.getByRole('button', { name: 'Add a header image' }).click();
  const dialog = page.getByRole('dialog');
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f6f9e' } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'pipeline.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect
    .poll(() => dialog.locator('img').getAttribute('src'))
    .toMatch(/^\/uploads\/catalog\/.+-large\.webp$/);
  await dialog.getByLabel('Alt text (English)').fill(ALT);
  await dialog.getByTestId('japanese-missing-altTextJa').waitFor();
  await shot(page, 'header-image-form-390');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('an admin puts a new header image first on the home page', () => {
  it(
    'adds it on a phone, moves it first, and visitors see it in English and Japanese',
    { timeout: 180_000 },
    async () => {
      const page = await signedInPage(v, admin);
      await page.setViewportSize(PHONE);
      await page.goto(`${v.baseUrl}/admin/catalog/header-images`);
      await page.getByRole('heading', { name: 'Header images' }).waitFor();
      const hero = rowOf(page, "Oahu's North Shore at sunrise: mountains, palms and rolling surf");
      await hero.getByTestId('sample-badge').waitFor();
      await hero.getByText('Shown 1st on the home page').waitFor();

      await addHeaderImage(page);
      const added = rowOf(page, ALT);
      await added.getByText('Japanese missing').waitFor();
      await added.getByText('Shown 2nd on the home page').waitFor();
      await added.getByRole('button', { name: 'Move up' }).click();
      await added.getByText('Shown 1st on the home page').waitFor();
      await hero.getByText('Shown 2nd on the home page').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'header-images-admin-390', true);
      await page.close();

      for (const [path, lang] of [
        ['/', null],
        ['/ja', 'en'],
      ] as const) {
        const visitor = await newVisitorPage(v, { viewport: PHONE });
        await visitor.goto(`${v.baseUrl}${path}`);
        const first = firstPicture(visitor);
        expect(await first.getAttribute('alt')).toBe(ALT);
        // The Japanese alt text is missing: the English is said to be English.
        expect(await first.getAttribute('lang')).toBe(lang);
        expect(await first.getAttribute('srcset')).toMatch(
          /-small\.webp 400w, .+-medium\.webp 800w, .+-large\.webp 1200w$/,
        );
        await appTakenOver(visitor);
        // The seeded picture follows, reachable by its dot.
        await visitor
          .getByRole('button', { name: path === '/' ? 'Show picture 2 of 2' : '2枚中2枚目の写真を表示' })
          .waitFor();
        await shot(visitor, `home-header-images-${path === '/' ? 'en' : 'ja'}-390`);
        await visitor.close();
      }
    },
  );

  it('shows the next picture when asked, under reduced motion only then, and keeps them offline', async () => {
    const visitor = await newVisitorPage(v, {
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await visitor.goto(v.baseUrl);
    await appTakenOver(visitor);
    await visitor.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    await expect
      .poll(() => firstPicture(visitor).getAttribute('alt'))
      .toBe("Oahu's North Shore at sunrise: mountains, palms and rolling surf");
    // Nothing turns by itself: there is nothing to pause.
    expect(await visitor.getByRole('button', { name: 'Pause the pictures' }).isVisible()).toBe(false);
    await shot(visitor, 'home-header-images-desktop');

    // Offline needs the service worker in control of a visit that loaded the pictures: on a busy machine it
    // takes over after this first visit, so the page is loaded once more under it before going offline.
    await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
    await visitor.reload();
    await appTakenOver(visitor);
    await expect
      .poll(() =>
        firstPicture(visitor).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await visitor.context().setOffline(true);
    await visitor.reload();
    const picture = firstPicture(visitor);
    expect(await picture.getAttribute('alt')).toBe(ALT);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await visitor.close();
  });

  it('lets a visitor pause the turning pictures', async () => {
    const visitor = await newVisitorPage(v, { viewport: PHONE });
    await visitor.goto(v.baseUrl);
    await appTakenOver(visitor);
    await visitor.getByRole('button', { name: 'Pause the pictures' }).click();
    // Stopped: the same button now plays them again.
    await visitor.getByRole('button', { name: 'Play the pictures' }).waitFor();
    await visitor.close();
  });
});
