/// <reference lib="dom" />
import type { Page } from 'playwright-core';

export const JAPANESE_BROWSER = {
  locale: 'ja-JP',
  extraHTTPHeaders: { 'accept-language': 'ja-JP,ja;q=0.9' },
};

/** Names and codes that stay as they are in Japanese: services' own names, SPF, SOS, SMS. */
export const NAMES_KEPT = ['Poison Control', 'Coast Guard', 'Emergency', 'SPF', 'SOS', 'SMS', "E Maka'ala"];

/** Names that stay as they are on every page: the guide's own, places, roads, agencies and units. */
const PLACE_AND_BRAND_NAMES = [
  'North Shore Guide',
  'Board Hub',
  'Kamehameha Hwy',
  'Kam Highway',
  'Turtle Bay',
  'Haleiwa',
  'Waianae',
  'Google',
  'NOAA',
  'NDBC',
  'NWS',
  'HST',
  'SOS',
  'SPF',
  'mph',
  'km',
  'cm',
  'ml',
  'ft',
  'MB',
  // The offline map's dataset, and the newsletter field's example address.
  'OpenStreetMap contributors',
  'ODbL',
  'GeoNames',
  'CC BY',
  'you@example.com',
];

/**
 * English words left on the whole page, once names are taken out: every visible text node and every
 * label, alt text and placeholder, except content marked lang="en" (the catalog's own descriptions,
 * the NWS forecast's words), which the page declares as English for screen readers and translators.
 * `contentNames`: other content the page shows as written (a visitor's own input, texts from the API).
 */
export async function englishLeftOnPage(page: Page, contentNames: string[] = []): Promise<string[]> {
  const names = await page.evaluate(async () => {
    const [beaches, businesses] = await Promise.all(
      ['/api/beaches', '/api/businesses'].map(async (path) =>
        ((await (await fetch(path)).json()) as { name: string; location: string }[]).flatMap((entry) => [
          entry.name,
          entry.location,
        ]),
      ),
    );
    return [...beaches!, ...businesses!];
  });
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const english = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'en';
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template, [hidden]') &&
      getComputedStyle(element).display !== 'none';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent) && !english(parent) && node.textContent!.trim())
        found.push(node.textContent!);
    }
    // Labels of elements hidden from assistive technology are read by no one (Mantine's autosize
    // textarea measures with one labelled in English).
    const unread = (element: Element) => element.closest('[aria-hidden="true"]') !== null;
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (!shown(element) || english(element) || unread(element)) continue;
      for (const attribute of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const kept = [...names, ...contentNames, ...PLACE_AND_BRAND_NAMES, ...NAMES_KEPT].sort(
    (a, b) => b.length - a.length,
  );
  return texts.flatMap((text) => {
    for (const name of kept) text = text.replaceAll(name, '');
    return text.match(/[A-Za-z]{2,}/g) ?? [];
  });
}

export { scrollThrough } from './visitor-app.ts';

/** The names the catalog's Japanese keeps, which the seed's own tests check it against. */
export { CATALOG_PLACE_NAMES } from '@nsg/domain/catalog/seed/place-names.ts';

/**
 * Texts the page marks as English inside `scope`, businesses' names aside: none once the catalog has its texts
 * in Japanese. A business whose owner gave no Japanese name keeps its English one, rightly marked as English.
 */
export async function markedEnglishIn(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(async (scope) => {
    const businesses = (await (await fetch('/api/businesses')).json()) as { name: string }[];
    const names = new Set(businesses.map((business) => business.name));
    return [...document.querySelectorAll(`${scope} [lang="en"]`)]
      .map((element) => element.textContent ?? '')
      .filter((text) => !names.has(text));
  }, scope);
}
