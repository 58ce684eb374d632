import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

interface MapProbe {
  land: number;
  /** Names of the bundled main roads drawn in view. */
  roads: string[];
  center: [number, number];
}

/** Rendered offline land features and the centre of the map inside the named region. */
function probeMap(page: Page, label: string): Promise<MapProbe | null> {
  return page.evaluate((name) => {
    type ProbedMap = {
      queryRenderedFeatures(options: { layers: string[] }): { properties: { name?: string } }[];
      getCenter(): { lng: number; lat: number };
      getLayer(id: string): unknown;
    };
    const region = document.querySelector(`[aria-label="${name}"]`) as
      (Element & { maplibreMap?: ProbedMap }) | null;
    const map = region?.maplibreMap;
    if (!map || !map.getLayer('land')) return null;
    const center = map.getCenter();
    return {
      land: map.queryRenderedFeatures({ layers: ['land'] }).length,
      roads: map.queryRenderedFeatures({ layers: ['roads'] }).flatMap((road) => road.properties.name ?? []),
      center: [center.lng, center.lat],
    };
  }, label);
}

async function waitForLand(page: Page, label: string): Promise<MapProbe> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = await probeMap(page, label);
    if (probe && probe.land > 0) return probe;
    await page.waitForTimeout(200);
  }
  throw new Error(`${label}: offline land never rendered`);
}

/** The town names the offline map draws in the named region, as deck.gl picks them off its canvas. */
function placeNamesDrawn(page: Page, label: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Picked = { object?: { name: string } }[];
    const region = document.querySelector(`[aria-label="${name}"]`) as Element & {
      deckOverlay: {
        pickObjects(options: {
          x: number;
          y: number;
          width: number;
          height: number;
          layerIds: string[];
        }): Picked;
      };
    };
    const { width, height } = region.getBoundingClientRect();
    return region.deckOverlay
      .pickObjects({ x: 0, y: 0, width, height, layerIds: ['places'] })
      .flatMap((picked) => (picked.object ? [picked.object.name] : []));
  }, label);
}

describe('maps without the tile style host', () => {
  it('draw the offline base layer with a message, and re-centre on a category filter', async () => {
    const page = await newVisitorPage(v);
    await page.route(/tiles\.openfreemap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto(v.baseUrl);

    const businessMap = page.getByRole('region', { name: 'Map of business locations' });
    await page
      .getByRole('group', { name: 'Map category filter' })
      .scrollIntoViewIfNeeded({ timeout: 20_000 });
    await businessMap.waitFor({ timeout: 20_000 });
    const before = await waitForLand(page, 'Map of business locations');
    // The roads are a source of their own: they may render a frame after the land.
    await expect
      .poll(async () => (await probeMap(page, 'Map of business locations'))?.roads, { timeout: 15_000 })
      .toContain('Kamehameha Highway');
    await expect
      .poll(() => placeNamesDrawn(page, 'Map of business locations'), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['Haleʻiwa', 'Lāʻie']));
    await page
      .getByText('Map tiles unavailable: showing the offline map')
      .first()
      .waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Hotels & Lodging' }).click();
    await page.waitForTimeout(500);
    const after = await waitForLand(page, 'Map of business locations');
    expect(after.center).not.toEqual(before.center);

    await page.getByText('Traffic', { exact: false }).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -4000);
    await page.getByRole('region', { name: 'Traffic map' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
    await waitForLand(page, 'Traffic map');
    await expect.poll(() => placeNamesDrawn(page, 'Traffic map'), { timeout: 15_000 }).toContain('Haleʻiwa');
  }, 90_000);
});
