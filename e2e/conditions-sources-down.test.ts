/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

// No conditions worker runs here: the API knows no surf, weather, bus or highway reading, as when every
// source has been down for longer than the readings stay valid.
let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** The visitor may wait for our own API's answer, not for its retries: this long after it, the page says so. */
const SHOWN_WITHIN_MS = 2_500;

async function firstAnswerOf(page: Page, path: string) {
  const response = await page.waitForResponse((answer) => new URL(answer.url()).pathname === path, {
    timeout: 30_000,
  });
  return { status: response.status(), at: Date.now() };
}

describe('the home page with the live sources down', () => {
  it('says "unavailable" as soon as the API answers, instead of "Loading surf..." and "Loading traffic..."', async () => {
    const page = await newVisitorPage(v, { viewport: { width: 1280, height: 900 } });
    const surfAnswer = firstAnswerOf(page, '/api/surf');
    const trafficAnswer = firstAnswerOf(page, '/api/traffic');
    await page.goto(v.baseUrl, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    // The live conditions fill in as the visitor scrolls down to them.
    await page.locator('#weather').scrollIntoViewIfNeeded();

    const surf = await surfAnswer;
    expect(surf.status).toBe(503);
    await page.getByTestId('surf-card').getByText('Surf data unavailable').waitFor();
    await page.getByTestId('surf-alert').getByText('Surf data unavailable').waitFor();
    expect(Date.now() - surf.at).toBeLessThan(SHOWN_WITHIN_MS);
    expect(await page.getByText('Loading surf...').count()).toBe(0);

    const traffic = await trafficAnswer;
    expect(traffic.status).toBe(503);
    await page.locator('#traffic-map').getByText('Traffic data unavailable').waitFor();
    expect(Date.now() - traffic.at).toBeLessThan(SHOWN_WITHIN_MS);
    expect(await page.getByText('Loading traffic...').count()).toBe(0);
    await page.close();
  });
});
