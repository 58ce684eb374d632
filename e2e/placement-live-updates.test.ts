import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** A paid campaign of the placement with one approved ad; its ids and its advertiser's cookie. */
async function liveAd(name: string, placement: string, ad: Record<string, unknown>) {
  const owner = await advertiser(v.t, name);
  const campaignId = await paidCampaign(v.t, owner.cookie, { placement });
  const created = await call(v.t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, ad));
  expect(created.statusCode, created.body).toBe(201);
  await v.t.settle();
  const { id } = created.json<{ id: string }>();
  await approveAd(v.t, id);
  return { id, campaignId, cookie: owner.cookie };
}

/** Marks the loaded document: the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe('ad changes reach open visitor pages without a reload', () => {
  it('shows an approved edit, a newly approved ad and a paused campaign on the open home page', async () => {
    const header = await liveAd('Kala', 'header', { title: 'Kala Kayak Rentals', businessType: 'retail' });
    const page = await newVisitorPage(v, { viewport: { width: 1280, height: 800 } });
    await page.goto(v.baseUrl, { timeout: 30_000 });
    const headerCard = page.getByTestId(`ad-${header.id}`);
    await headerCard.getByText('Kala Kayak Rentals', { exact: true }).waitFor();
    // The directory fills in as the visitor scrolls down to it.
    await page.locator('#businesses').scrollIntoViewIfNeeded();
    await page.getByTestId('business-card').first().waitFor();
    await markDocument(page);

    // The advertiser's edit waits for review: visitors keep seeing the approved version meanwhile.
    const edited = await call(v.t.app, 'PATCH', `/api/ads/${header.id}`, header.cookie, {
      ...adInput(header.campaignId, { title: 'Kala Kayak & SUP Rentals', businessType: 'retail' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await v.t.settle();
    await approveAd(v.t, header.id);
    await headerCard.getByText('Kala Kayak & SUP Rentals', { exact: true }).waitFor({ timeout: 15_000 });

    // A new directory ad approved while the page is open appears in the directory.
    const directory = await liveAd('Pua', 'content', { title: 'Pua Poke Bowls', businessType: 'restaurant' });
    await page
      .locator('#businesses')
      .getByTestId(`ad-${directory.id}`)
      .getByText('Pua Poke Bowls', { exact: true })
      .waitFor({ timeout: 15_000 });

    // The admin pauses the header campaign: its ad leaves the open page.
    const admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const paused = await call(v.t.app, 'PATCH', `/api/campaigns/${header.campaignId}/status`, admin, {
      status: 'paused',
      reason: 'Paused at the advertiser’s request',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    await v.t.settle();
    await headerCard.waitFor({ state: 'detached', timeout: 15_000 });

    expect(await stillSameDocument(page)).toBe(true);
    await page.close();
  }, 90_000);
});
