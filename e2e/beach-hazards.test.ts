/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { replayBeachHazards } from '@nsg/projections/conditions/beach-hazard-replay.ts';
import {
  newVisitorPage,
  seriousAxeViolations,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';
import { runConditionsJobs, serveWaimeaSwell, type FakeSources } from './support/fake-ocean.ts';

/**
 * The hazard rating end to end: fake NDBC and NWS sources → the conditions worker → BeachHazardAssessed
 * → the projection → the API → the page, and the same with every source down.
 */
/** The NWS alerts answer with one High Surf Warning ending six hours from now. */
function highSurfWarning(): string {
  const ends = new Date(Date.now() + 6 * 3600_000).toISOString();
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        properties: {
          id: 'urn:oid:2.49.0.1.840.0.test.hsw',
          event: 'High Surf Warning',
          headline: 'High Surf Warning for north facing shores of Oahu',
          severity: 'Severe',
          ends,
          expires: ends,
        },
      },
    ],
  });
}

describe('a big NW swell under a High Surf Warning', () => {
  let v: VisitorApp;
  let fake: FakeSources;
  beforeAll(async () => {
    fake = await startFakeSources();
    v = await startVisitorApp();
    serveWaimeaSwell(fake, 5, 16, 315);
    fake.serve('/nws/alerts/active', highSurfWarning());
    await runConditionsJobs(v, fake, ['fetch-surf', 'fetch-alerts', 'fetch-surf-outlook']);
  });
  afterAll(async () => {
    await v?.close();
    await fake?.close();
  });

  it('the API rates Pipeline extreme with both reasons, their sources and no current surf figure', async () => {
    const response = await v.t.app.inject({ method: 'GET', url: '/api/beaches/1' });
    const beach = response.json();
    expect(beach).not.toHaveProperty('surfHeight');
    expect(beach).not.toHaveProperty('surfStatus');
    expect(beach.typicalSurf).toEqual({ winter: '6-12 ft', summer: '0-2 ft' });
    expect(beach.hazard.level).toBe('extreme');
    expect(beach.hazard.reasons).toEqual([
      // The reading is 20 minutes old, to the minute NDBC gives; a slow run may read it a minute or two later.
      expect.stringMatching(/^NW swell 16\.4 ft at 16 s at the Waimea buoy, 2[0-2] min ago$/),
      'Breaking faces of about 22 ft expected here, at or above its 12 ft extreme threshold',
      expect.stringMatching(
        /^NWS High Surf Warning until (today|\w{3}, \w{3} \d{1,2},) \d{1,2}(:\d\d)? [AP]M HST$/,
      ),
      expect.stringMatching(
        /^Beach facts used: lifeguard tower, swell from 270° to 45° reaching it head-on, high from 6 ft, extreme from 12 ft; last edited \d{4}-\d\d-\d\d$/,
      ),
    ]);
    expect(beach.hazard.sources.map((s: { name: string }) => s.name)).toEqual([
      'NDBC 51201 (Waimea buoy)',
      'NWS alerts, Oahu North Shore (HIZ007)',
    ]);
    // The sheltered bay is not Pipeline: north-west swell only wraps into Kawela Bay.
    const list = (await v.t.app.inject({ method: 'GET', url: '/api/beaches' })).json();
    const kawela = list.find((b: { id: number }) => b.id === 8);
    expect(kawela.hazard.reasons[1]).toMatch(/^Sheltered from NW swell/);
    expect(list.every((b: object) => !('surfHeight' in b) && !('surfStatus' in b))).toBe(true);
  });

  it('each change is one event with its inputs; the same readings again append nothing', async () => {
    const history = async () =>
      (await v.t.app.inject({ method: 'GET', url: '/api/beaches/1/hazard-history' })).json().assessments;
    // The swell reading came first (no alert check yet), then the alert check added the warning.
    const [latest, first] = await history();
    expect(first.reasons).toContain('No current check of NWS alerts');
    expect(latest.reasons[2]).toMatch(/^NWS High Surf Warning/);
    await runConditionsJobs(v, fake, ['fetch-surf', 'fetch-alerts', 'assess-beach-hazards']);
    expect(await history()).toHaveLength(2);
    const [event] = await v.t.deps.store.readStream('beach_hazard-1');
    expect(event!.type).toBe('conditions.BeachHazardAssessed');
    expect(event!.data).toMatchObject({
      inputs: { swell: { buoy: '51201', significantHeightM: 5, dominantPeriodS: 16, directionDeg: 315 } },
    });
  });

  it('the replay recomputes every recorded rating from its inputs and finds what visitors were told', async () => {
    const replayed = await replayBeachHazards(v.t.deps.store);
    expect(replayed.length).toBeGreaterThanOrEqual(9);
    expect(replayed.filter((row) => !row.matches)).toEqual([]);
    expect(replayed.filter((row) => row.beachId === 1).map((row) => row.recomputedLevel)).toEqual([
      'extreme',
      'extreme',
    ]);
  });

  it('the Pipeline page shows Extreme, both reasons and the official banner', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/beach/1`);
    const panel = page.getByTestId('hazard-panel');
    await panel.getByText('Extreme hazard').waitFor();
    await panel.getByText(/^NW swell 16\.4 ft at 16 s at the Waimea buoy, 2[0-2] min ago$/).waitFor();
    await panel.getByText(/^NWS High Surf Warning until/).waitFor();
    await page.getByTestId('alerts-banner').getByText('High Surf Warning').first().waitFor();
    await page.getByText('Typical in winter').waitFor();
    const outlook = page.getByTestId('surf-outlook');
    await outlook.getByText('10-14 ft').waitFor();
    await outlook.getByText(/issued 300 AM HST THU APR 24 2014 \(2 h ago\)/).waitFor();
    expect(await page.getByText('Current surf').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('every source down', () => {
  let v: VisitorApp;
  let fake: FakeSources;
  beforeAll(async () => {
    fake = await startFakeSources();
    v = await startVisitorApp();
    fake.fail('/ndbc');
    fake.fail('/nws');
    await runConditionsJobs(v, fake, [
      'fetch-surf',
      'fetch-alerts',
      'fetch-surf-outlook',
      'assess-beach-hazards',
    ]);
  });
  afterAll(async () => {
    await v?.close();
    await fake?.close();
  });

  it('every beach is Unknown, and no height is presented as current', async () => {
    const beaches = (await v.t.app.inject({ method: 'GET', url: '/api/beaches' })).json();
    expect(beaches).toHaveLength(9);
    for (const beach of beaches) {
      expect(beach.hazard.level).toBe('unknown');
      expect(beach.hazard.reasons).toContain('No current surf reading: check with the lifeguard');
    }

    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/#beaches`);
    await page.getByTestId('beach-card').first().waitFor();
    const cards = page.getByTestId('beach-card');
    expect(await cards.count()).toBe(9);
    for (let i = 0; i < 9; i++) {
      const card = cards.nth(i);
      expect(await card.getByTestId('hazard-level').textContent()).toBe('Unknown');
      // No surf height on a card at all: heights only appear labelled as typical, on the beach page.
      expect(await card.textContent()).not.toMatch(/\d+-\d+ ft/);
    }
    await page.getByRole('switch', { name: 'Safer for families today' }).check({ force: true });
    await page
      .getByTestId('families-answer')
      .getByText(/unknown today/)
      .waitFor();

    await page.goto(`${v.baseUrl}/beach/1`);
    const panel = page.getByTestId('hazard-panel');
    await panel.getByText('No current surf reading: check with the lifeguard').waitFor();
    await page.getByTestId('surf-outlook').getByText('Surf outlook unavailable').waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/Current surf|High Surf|Good Conditions/);
    expect(main).toMatch(/Typical in winter6-12 ft/);
    await page.close();
  });
});
