import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
let owner: Awaited<ReturnType<typeof advertiser>>;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
  owner = await advertiser(t, 'Leilani');
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A desktop browser's user agent: headless Chromium's own is (rightly) flagged as a bot. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function liveAd(placement: string, ad: Record<string, unknown>): Promise<string> {
  const campaignId = await paidCampaign(t, owner.cookie, { placement });
  const created = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, ad));
  expect(created.statusCode).toBe(201);
  await t.settle();
  const { id } = created.json<{ id: string }>();
  await approveAd(t, id);
  return id;
}

async function visitorPage(): Promise<Page> {
  const context = await browser.newContext({
    userAgent: DESKTOP_CHROME,
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** The impression and click requests the page sends for the ad, as they go out. */
function trafficOf(page: Page, adId: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const kind = /\/api\/ads\/([^/]+)\/(impression|image-view|click)$/.exec(request.url());
    if (kind?.[1] !== adId) return;
    const { imageUrl } = (request.postDataJSON() ?? {}) as { imageUrl?: string };
    sent.push(kind[2] === 'image-view' ? `image-view ${imageUrl}` : kind[2]!);
  });
  return sent;
}

const counted = (page: Page, adId: string, kind: 'impression' | 'click') =>
  page
    .waitForResponse((response) => response.url().endsWith(`/api/ads/${adId}/${kind}`))
    .then((response) => response.json() as Promise<{ counted: boolean }>);

async function statsOf(adId: string) {
  await t.settle();
  const stats = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats`, owner.cookie);
  return stats
    .json<{ byAd: { adId: string; impressions: number; clicks: number }[] }>()
    .byAd.find((row) => row.adId === adId);
}

describe('viewable impressions in the browser', () => {
  it('counts an ad below the fold only once half of it has been in view for a continuous second', async () => {
    const adId = await liveAd('content', { title: 'Lani Lodging', businessType: 'accommodation' });
    const page = await visitorPage();
    const sent = trafficOf(page, adId);
    await page.goto(baseUrl);
    // The beaches above fill in first, as the visitor scrolls past them.
    await page.locator('#beaches').scrollIntoViewIfNeeded();
    await page.getByTestId('beach-card').first().waitFor();
    // Scrolled to where the directory starts just below the screen: near enough for it to fill in.
    await page.evaluate(() => {
      const directoryTop =
        document.getElementById('businesses')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, directoryTop - window.innerHeight);
    });
    const card = page.locator('#businesses').getByTestId(`ad-${adId}`);
    await card.getByText('Sponsored').waitFor({ state: 'attached' });
    const below = (await card.boundingBox())!.y - 720;
    expect(below).toBeGreaterThan(0);
    await page.waitForTimeout(2500);
    expect(sent).toEqual([]);

    // In view for less than a second, then scrolled away: not yet viewable.
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);

    const impression = counted(page, adId, 'impression');
    const inViewAt = Date.now();
    await card.scrollIntoViewIfNeeded();
    expect(await impression).toEqual({ counted: true, linkUrl: 'https://surf.example/lessons' });
    expect(Date.now() - inViewAt).toBeGreaterThanOrEqual(1000);
    await page.waitForTimeout(1500);
    expect(sent.filter((kind) => !kind.startsWith('image-view'))).toEqual(['impression']);
    expect(await statsOf(adId)).toMatchObject({ impressions: 1, clicks: 0 });
    await page.context().close();
  });

  it('counts one impression for a rotating ad however many images it shows, and a view of each image', async () => {
    const images = [1, 2].map((n) => `/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f7${n}.jpg`);
    const adId = await liveAd('sidebar', {
      title: 'Noelani Snorkel Tours',
      businessType: 'tourism',
      images,
      imageRotationEnabled: true,
      imageRotationInterval: 2000,
    });
    const page = await visitorPage();
    // The images load (no file is uploaded for them), so the card shows them rather than its fallback.
    await page.route('**/uploads/ads/*.jpg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#0369a1"/></svg>',
      }),
    );
    const sent = trafficOf(page, adId);
    await page.goto(`${baseUrl}/beach/1`);
    const card = page.getByTestId(`ad-${adId}`);
    await card.getByText('Sponsored').waitFor();
    const impression = counted(page, adId, 'impression');
    await card.scrollIntoViewIfNeeded();
    expect((await impression).counted).toBe(true);
    const shown = new Set<string>();
    for (let i = 0; i < 14; i++) {
      shown.add((await card.getByTestId(`ad-${adId}-image`).getAttribute('src'))!);
      await page.waitForTimeout(500);
    }
    expect(shown.size).toBe(2);
    // Each image seen for a second counts one view per serve, however often it comes back.
    expect(sent.sort()).toEqual(['image-view ' + images[0], 'image-view ' + images[1], 'impression']);
    await t.settle();
    expect((await statsOf(adId))?.impressions).toBe(1);
    const report = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats`, owner.cookie);
    const byImage = report.json<{ byImage: { adId: string; views: number }[] }>().byImage;
    expect(byImage.filter((row) => row.adId === adId).map((row) => row.views)).toEqual([1, 1]);
    await page.context().close();
  });

  it('counts a middle-click and a link opened with Enter on "Learn more" as clicks', async () => {
    const adId = await liveAd('sidebar', { title: 'Pua Paddle Boards', businessType: 'retail' });
    const page = await visitorPage();
    await page.goto(`${baseUrl}/beach/1`);
    const link = page.getByTestId(`ad-${adId}`).getByRole('link', { name: /^Learn more/ });
    const middle = counted(page, adId, 'click');
    await link.click({ button: 'middle' });
    expect((await middle).counted).toBe(true);

    await page.context().close();

    // Another visitor opens the link from the keyboard (a second click by the first within 30 s repeats it).
    const keyboard = await visitorPage();
    await keyboard.goto(`${baseUrl}/beach/1`);
    const enter = counted(keyboard, adId, 'click');
    await keyboard
      .getByTestId(`ad-${adId}`)
      .getByRole('link', { name: /^Learn more/ })
      .focus();
    await keyboard.keyboard.press('Enter');
    expect((await enter).counted).toBe(true);
    expect((await statsOf(adId))?.clicks).toBe(2);
    await keyboard.context().close();
  });
});
