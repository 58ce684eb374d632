/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import { runConditionsJobs, serveWaimeaSwell, type FakeSources } from './support/fake-ocean.ts';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

/**
 * One page, one truth about the ocean: under a 5 m, 17 s NW swell and a High Surf Warning that ends
 * about 30 hours later, a beach page gives that beach's own figure first (the one its hazard panel
 * gives), labels the coast-wide figure as coast-wide with its buoy, and the official banner says when
 * the warning ends, with its date, and what the NWS says.
 */
// Thirty hours on is always another day in Hawaii; a quarter past, as the reviewers' 8:15.
const ends = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 + 30 * 3600_000 + 15 * 60_000);
const DESCRIPTION =
  '* WHAT...Surf 25 to 30 feet along north facing shores.\n\n* WHERE...North facing shores of\nOahu.';
const INSTRUCTION = 'Stay off exposed shorelines and away from the water.';

function highSurfWarning(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        properties: {
          id: 'urn:oid:2.49.0.1.840.0.test.one-truth',
          event: 'High Surf Warning',
          headline: 'High Surf Warning issued by NWS Honolulu HI',
          severity: 'Severe',
          description: DESCRIPTION,
          instruction: INSTRUCTION,
          ends: ends.toISOString(),
          expires: ends.toISOString(),
        },
      },
    ],
  });
}

const hawaii = (locale: string, options: Intl.DateTimeFormatOptions) =>
  ends.toLocaleString(locale, { timeZone: 'Pacific/Honolulu', ...options });
/** "Sat, Nov 28, 8:15 AM" and "11月28日（土）8:15", written out here from the end time itself. */
const englishEnd = `${hawaii('en-US', { weekday: 'short' })}, ${hawaii('en-US', { month: 'short', day: 'numeric' })}, ${hawaii('en-US', { hour: 'numeric', minute: '2-digit' })}`;
const japaneseEnd = `${hawaii('ja-JP', { month: 'long', day: 'numeric' })}（${hawaii('ja-JP', { weekday: 'short' })}）${hawaii('ja-JP', { hour: 'numeric', minute: '2-digit' })}`;

let v: VisitorApp;
let fake: FakeSources;
beforeAll(async () => {
  fake = await startFakeSources();
  v = await startVisitorApp();
  serveWaimeaSwell(fake, 5, 17, 315);
  fake.serve('/nws/alerts/active', highSurfWarning());
  await runConditionsJobs(v, fake, ['fetch-surf', 'fetch-alerts']);
});
afterAll(async () => {
  await v?.close();
  await fake?.close();
});

const PHONE = { viewport: { width: 390, height: 844 } };

/** A phone-sized page; its steps wait longer than usual, since the machines running these are shared. */
async function phonePage(options: Parameters<typeof newVisitorPage>[1] = {}) {
  const page = await newVisitorPage(v, { ...PHONE, ...options });
  page.setDefaultTimeout(20_000);
  return page;
}
const SLOW = { timeout: 90_000 };

describe('a beach page under the fake swell', SLOW, () => {
  it('Kawela Bay gives its own sheltered figure first, the same as its hazard panel, then the coast-wide one', async () => {
    const page = await phonePage();
    await page.goto(`${v.baseUrl}/beach/8`);
    const panel = page.getByTestId('hazard-panel');
    await panel.getByText(/^Sheltered from NW swell: about 11 ft wraps in/).waitFor();
    const card = page.getByTestId('surf-card');
    const here = card.getByTestId('beach-face');
    await here.waitFor();
    expect(await here.innerText()).toMatch(/Kawela Bay[\s\S]*about 11 ft[\s\S]*sheltered/i);
    const coast = card.getByTestId('coast-wide');
    expect(await coast.innerText()).toMatch(/coast-wide[\s\S]*NDBC 51201 \(Waimea buoy\)[\s\S]*17-23 ft/i);
    // The beach's figure comes first in the card.
    const text = await card.innerText();
    expect(text.indexOf('about 11 ft')).toBeLessThan(text.indexOf('17-23 ft'));
    await page.close();
  });

  it('Pipeline, head-on, gives the open-coast face the coast-wide range tops out at', async () => {
    const page = await phonePage();
    await page.goto(`${v.baseUrl}/beach/1`);
    await page
      .getByTestId('hazard-panel')
      .getByText(/^Breaking faces of about 23 ft expected here/)
      .waitFor();
    const card = page.getByTestId('surf-card');
    expect(await card.getByTestId('beach-face').innerText()).toMatch(/about 23 ft/);
    expect(await card.getByTestId('coast-wide').innerText()).toMatch(/17-23 ft/);
    await page.close();
  });

  it('the English banner says when the warning ends, with its date, and what the NWS says', async () => {
    const page = await phonePage();
    await page.goto(`${v.baseUrl}/beach/8`);
    const banner = page.getByTestId('alerts-banner');
    await banner.getByText('25 to 30 feet along north facing shores', { exact: false }).waitFor();
    const text = await banner.innerText();
    expect(text).toContain(`until ${englishEnd} HST`);
    expect(text).toContain(INSTRUCTION);
    // NWS wraps its lines at 70 characters: the paragraph reads as one.
    expect(text).toContain('North facing shores of Oahu.');
    await page.close();
  });

  it('the Japanese banner gives the date before the time, and the NWS words marked as English', async () => {
    const page = await phonePage(JAPANESE_BROWSER);
    await page.goto(`${v.baseUrl}/ja/beach/1`);
    const banner = page.getByTestId('alerts-banner');
    await banner.getByText('高波警報').first().waitFor();
    const text = await banner.innerText();
    expect(text).toContain(`${japaneseEnd}（ハワイ時間）まで`);
    expect(text).not.toContain('ハワイ時間 （');
    expect(await banner.locator('[lang="en"]', { hasText: INSTRUCTION }).count()).toBe(1);
    // The NWS's words are the only English in it, and they are marked as English.
    const unmarked = await banner.evaluate((element) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en')
          found.push(node.textContent!);
      return found.join(' ');
    });
    expect(unmarked.replaceAll('NWS', '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    // The hazard panel's alert reason carries the same date.
    await page
      .getByTestId('hazard-panel')
      .getByText(`${japaneseEnd}（ハワイ時間）まで`, { exact: false })
      .waitFor();
    await page.close();
  });
});

describe('the home page surf alert', SLOW, () => {
  it('names the warning once, with its end and what the NWS says to do', async () => {
    const page = await phonePage();
    await page.goto(`${v.baseUrl}/`);
    // The live conditions fill in as the visitor scrolls down to them.
    await page.locator('#weather').scrollIntoViewIfNeeded();
    const card = page.getByTestId('surf-alert');
    await card.getByText(INSTRUCTION).waitFor();
    const text = await card.innerText();
    expect(text.match(/High Surf Warning/g)).toHaveLength(1);
    expect(text).toContain(`until ${englishEnd} HST`);
    await page.close();
  });

  it('in Japanese too', async () => {
    const page = await phonePage(JAPANESE_BROWSER);
    await page.goto(`${v.baseUrl}/ja`);
    // The live conditions fill in as the visitor scrolls down to them.
    await page.locator('#weather').scrollIntoViewIfNeeded();
    const card = page.getByTestId('surf-alert');
    await card.getByText(INSTRUCTION).waitFor();
    const text = await card.innerText();
    expect(text.match(/高波警報/g)).toHaveLength(1);
    expect(text).toContain(`${japaneseEnd}（ハワイ時間）まで`);
    await page.close();
  });
});
