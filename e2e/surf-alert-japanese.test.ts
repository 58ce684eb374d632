/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConditionsJob } from '@nsg/workers/conditions/conditions-jobs.ts';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

/** The surf alert card on /ja under a big swell, for a visitor standing at Pipeline. */
type Fake = Awaited<ReturnType<typeof startFakeSources>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An NDBC standard file whose newest row, twenty minutes old, has the given waves. */
function ndbcText(heightM: number, periodS: number, directionDeg: number): string {
  const t = new Date(Date.now() - 20 * 60_000);
  const row = `${t.getUTCFullYear()} ${pad(t.getUTCMonth() + 1)} ${pad(t.getUTCDate())} ${pad(t.getUTCHours())} ${pad(t.getUTCMinutes())}  MM   MM   MM   ${heightM.toFixed(1)}    ${periodS}   9.3 ${directionDeg}     MM    MM  25.6    MM   MM   MM    MM`;
  return [
    '#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES  ATMP  WTMP  DEWP  VIS PTDY  TIDE',
    '#yr  mo dy hr mn degT m/s  m/s     m   sec   sec degT   hPa  degC  degC  degC  nmi  hPa    ft',
    row,
  ].join('\n');
}

const BEACH_NAMES = ['Banzai Pipeline (Ehukai Beach Park)', 'Sunset Beach', 'Waimea Bay'];

let v: VisitorApp;
let fake: Fake;
beforeAll(async () => {
  fake = await startFakeSources();
  v = await startVisitorApp();
  fake.serve('/ndbc/51201.txt', ndbcText(5, 16, 315));
  fake.fail('/ndbc/51201.spec');
  const deps = {
    db: v.t.deps.db,
    store: v.t.deps.store,
    config: fake.config,
    logger: createLogger('test', 'silent'),
  };
  await runConditionsJob('fetch-surf', deps);
  await v.t.settle();
});
afterAll(async () => {
  await v?.close();
  await fake?.close();
});

describe('the surf alert in Japanese', () => {
  it('gives the level, hazards, advice and the nearby beach in Japanese, with no English but names', async () => {
    const page = await newVisitorPage(v, {
      ...JAPANESE_BROWSER,
      permissions: ['geolocation'],
      geolocation: { latitude: 21.6646123, longitude: -158.0530456 },
    });
    await page.goto(`${v.baseUrl}/ja`);
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
