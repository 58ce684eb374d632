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

/** Where the element's box starts and ends, in px from the top of the page. */
async function box(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

/** Records the page's layout shifts from its first load on (as Lighthouse sums them into CLS). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
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
  ])('a "Home page header" ad is on the first screen of %s at %o, under the hero, moving nothing', async (path, viewport) => {
    const page = await newVisitorPage(v, { viewport });
    await recordLayoutShifts(page);
    await page.goto(v.baseUrl + path);
    const ad = page.getByTestId(`ad-${headerAd}`);
    await ad.getByText('Kala Kayak Rentals', { exact: true }).waitFor();
    const shown = await box(ad);
    expect(shown.top).toBeLessThan(viewport.height);
    // The hero's essentials stay on the first screen above it: the title and the way to the safety info.
    const title = await box(page.getByRole('heading', { level: 1 }));
    expect(title.bottom).toBeLessThan(shown.top);
    expect(await page.getByTestId(`ad-${sidebarAd}`).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    await page.close();
  });

  it.each([PHONE, DESKTOP])('a "Beach pages" ad is on the first screen of a beach page at %o', async (viewport) => {
    const page = await newVisitorPage(v, { viewport });
    await page.goto(`${v.baseUrl}/beach/1`);
    const ad = page.getByTestId(`ad-${sidebarAd}`);
    await ad.getByText('Noe Snorkel Tours', { exact: true }).waitFor();
    expect((await box(ad)).top).toBeLessThan(viewport.height);
    // After the beach's name and its hazard warnings, which visitors come for.
    const name = await box(page.getByRole('heading', { level: 1 }));
    expect(name.bottom).toBeLessThan((await box(ad)).top);
    expect(await page.getByTestId(`ad-${headerAd}`).count()).toBe(0);
    await page.close();
  });

  it.each([PHONE, DESKTOP])(
    'a "Business directory" ad is on the first screen of the directory at %o',
    async (viewport) => {
      const page = await newVisitorPage(v, { viewport });
      await page.goto(v.baseUrl);
      await page.getByTestId('business-card').first().waitFor();
      const ad = page.locator('#businesses').getByTestId(`ad-${directoryAd}`);
      await ad.waitFor();
      const directory = await box(page.locator('#businesses'));
      await page.evaluate((top) => window.scrollTo(0, top), directory.top);
      expect((await box(ad)).top - directory.top).toBeLessThan(viewport.height);
      await page.close();
    },
  );
});
