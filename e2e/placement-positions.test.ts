import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
let headerAd: string;
let sidebarAd: string;
let directoryAd: string;

/** A paid campaign of the placement with one approved ad, as an advertiser and the admin make it; the ad's id. */
async function liveAd(name: string, placement: string, ad: Record<string, unknown>): Promise<string> {
  const owner = await advertiser(v.t, name);
  const campaignId = await paidCampaign(v.t, owner.cookie, { placement });
  const created = await call(v.t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, ad));
  expect(created.statusCode, created.body).toBe(201);
  await v.t.settle();
  const { id } = created.json<{ id: string }>();
  await approveAd(v.t, id);
  return id;
}

beforeAll(async () => {
  v = await startVisitorApp();
  headerAd = await liveAd('Kala', 'header', { title: 'Kala Kayak Rentals', businessType: 'retail' });
  sidebarAd = await liveAd('Noe', 'sidebar', { title: 'Noe Snorkel Tours', businessType: 'tourism' });
  directoryAd = await liveAd('Pua', 'content', { title: 'Pua Poke Bowls', businessType: 'restaurant' });
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the element's box is, in px from the top left of the page. */
async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      top: rect.top + window.scrollY,
      bottom: rect.bottom + window.scrollY,
      left: rect.left,
      right: rect.right,
    };
  });
}

/** The first box lies wholly above or wholly left of the second. */
const before = (a: Box, b: Box) => a.bottom <= b.top || a.right <= b.left;

/** Records the page's layout shifts from its first load on (as Lighthouse sums them into CLS). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

describe('each placement shows where its name says', () => {
  it.each([
    ['/', PHONE],
    ['/', DESKTOP],
    ['/ja', PHONE],
    ['/ja', DESKTOP],
  ])(
    'a "Home page header" ad is on the first screen of %s at %o, after the hero\'s essentials, moving nothing',
    async (path, viewport) => {
      const page = await newVisitorPage(v, { viewport });
      await recordLayoutShifts(page);
      await page.goto(v.baseUrl + path, { timeout: 30_000 });
      const ad = page.getByTestId(`ad-${headerAd}`);
      await ad.getByText('Kala Kayak Rentals', { exact: true }).waitFor();
      const shown = await box(ad);
      expect(shown.top).toBeLessThan(viewport.height);
      // The hero's essentials come first (above it on a phone, beside it on a desktop), and the beach
      // safety section still starts on the first screen.
      const title = await box(page.getByRole('heading', { level: 1 }));
      const buttons = await box(page.getByRole('link', { name: /^(Traffic Map|交通マップ)$/ }));
      expect(before(title, shown) && before(buttons, shown), JSON.stringify({ title, buttons, shown })).toBe(
        true,
      );
      expect((await box(page.locator('#safety h2').first())).top).toBeLessThan(viewport.height);
      expect(await page.getByTestId(`ad-${sidebarAd}`).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
      await page.close();
    },
  );

  it('a "Beach pages" ad is on the first screen of a beach page on a desktop, beside the page', async () => {
    const page = await newVisitorPage(v, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    await page.goto(`${v.baseUrl}/beach/1`, { timeout: 30_000 });
    const ad = page.getByTestId(`ad-${sidebarAd}`);
    await ad.getByText('Noe Snorkel Tours', { exact: true }).waitFor();
    const shown = await box(ad);
    expect(shown.bottom).toBeLessThan(DESKTOP.height);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    expect(await page.getByTestId(`ad-${headerAd}`).count()).toBe(0);
    await page.close();
  });

  it('a "Beach pages" ad comes right after the beach\'s hazard and facts on a phone', async () => {
    const page = await newVisitorPage(v, { viewport: PHONE });
    await page.goto(`${v.baseUrl}/beach/1`, { timeout: 30_000 });
    const ad = page.getByTestId(`ad-${sidebarAd}`);
    await ad.getByText('Noe Snorkel Tours', { exact: true }).waitFor();
    const shown = await box(ad);
    const facts = await box(page.getByText('Lifeguards', { exact: true }));
    const conditions = await box(page.getByRole('heading', { name: 'Current Conditions' }));
    expect(facts.bottom).toBeLessThan(shown.top);
    expect(shown.bottom).toBeLessThan(conditions.top);
    await page.close();
  });

  it.each([PHONE, DESKTOP])(
    'a "Business directory" ad is on the first screen of the directory at %o',
    async (viewport) => {
      const page = await newVisitorPage(v, { viewport });
      await page.goto(v.baseUrl, { timeout: 30_000 });
      await page.locator('#businesses').scrollIntoViewIfNeeded();
      await page.getByTestId('business-card').first().waitFor();
      const ad = page.locator('#businesses').getByTestId(`ad-${directoryAd}`);
      await ad.waitFor();
      const directory = await box(page.locator('#businesses'));
      await page.evaluate((top) => window.scrollTo(0, top), directory.top);
      expect((await box(ad)).top - directory.top).toBeLessThan(viewport.height);
      await page.close();
    },
  );

  it.each([
    [
      '/business-partnership',
      ['Home page header', 'Beach pages', 'Business directory'],
      /beside the welcome/,
    ],
    [
      '/ja/business-partnership',
      ['ホームページのヘッダー', 'ビーチページ', 'ビジネスディレクトリ'],
      /あいさつ文の横/,
    ],
  ])('%s says where each placement appears, with a drawing of it', async (path, names, headerWhere) => {
    const page = await newVisitorPage(v, { viewport: PHONE });
    await page.goto(v.baseUrl + path, { timeout: 30_000 });
    for (const [i, placement] of (['header', 'sidebar', 'content'] as const).entries()) {
      const card = page.getByTestId(`placement-${placement}`);
      await card.getByRole('heading', { name: names[i] }).waitFor();
      const picture = card.getByRole('img');
      expect((await picture.getAttribute('aria-label'))?.length).toBeGreaterThan(40);
      expect((await box(picture)).bottom - (await box(picture)).top).toBeGreaterThan(100);
    }
    await page.getByTestId('placement-header').getByText(headerWhere).waitFor();
    await page.close();
  });
});
