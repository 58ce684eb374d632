/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { runConditionsJobs, serveWaimeaSwell, type FakeSources } from '../support/fake-ocean.ts';
import { JAPANESE_BROWSER } from '../support/japanese.ts';
import { newVisitorPage, type VisitorApp } from '../support/visitor-app.ts';

/** The surf alert card on /ja under a big swell, for a visitor standing at Pipeline. */
const BEACH_NAMES = ['Banzai Pipeline (Ehukai Beach Park)', 'Sunset Beach', 'Waimea Bay'];

let v: VisitorApp;
let fake: FakeSources;

/**
 * Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. They feed it
 * a big swell: register them after the tests that need calm seas.
 */
export function theSurfAlertInJapanese(app: () => VisitorApp) {
  describe('the surf alert in Japanese', () => {
    beforeAll(async () => {
      v = app();
      fake = await startFakeSources();
      serveWaimeaSwell(fake, 5, 16, 315);
      await runConditionsJobs(v, fake, ['fetch-surf']);
    });
    afterAll(() => fake?.close());

    it('gives the level, hazards, advice and the nearby beach in Japanese, with no English but names', async () => {
      const page = await newVisitorPage(v, {
        ...JAPANESE_BROWSER,
        permissions: ['geolocation'],
        geolocation: { latitude: 21.6646123, longitude: -158.0530456 },
      });
      await page.goto(`${v.baseUrl}/ja`);
      // The live conditions fill in as the visitor scrolls down to them.
      await page.locator('#weather').scrollIntoViewIfNeeded();
      const card = page.getByTestId('surf-alert');
      await card.getByText('高波警報').waitFor();
      await card.getByRole('button', { name: '現在地を使う' }).click();
      await card
        .getByText('現在地は Banzai Pipeline (Ehukai Beach Park) です。海に入る前に状況を確認してください。')
        .waitFor();
      await card.getByText('パイプラインでは絶対に一人でサーフィンをしないでください').waitFor();
      await card.getByText('Waimea Bay：大波のコンディションと、極めて危険なショアブレイク').waitFor();

      let text = await card.innerText();
      for (const name of BEACH_NAMES) text = text.replaceAll(name, '');
      expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
      await page.close();
    });

    it('gives the beach page’s live surf in Japanese: °C beside °F, metres beside feet, the period in seconds', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/beach/1`);
      const card = page.getByTestId('surf-card');
      await card.getByText(/^\d+°F（\d+°C）$/).waitFor();
      await card.getByText(/^北西 [\d.]+ ft（[\d.]+ m）・周期 16 秒$/).waitFor();
      let text = await card.innerText();
      // The buoy's agency and the beach the reading stands for keep their names, as units do.
      for (const kept of [...BEACH_NAMES, 'NOAA', 'NDBC', 'ft', 'mph']) text = text.replaceAll(kept, '');
      expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
      await page.close();
    });
  });
}
