/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import en from '@nsg/domain/i18n/messages/en.ts';
import ja from '@nsg/domain/i18n/messages/ja.ts';
import pagesEn from '@nsg/domain/i18n/messages/pages.en.ts';
import pagesJa from '@nsg/domain/i18n/messages/pages.ja.ts';
import { CATALOG_PLACE_NAMES, englishLeftOnPage } from './japanese.ts';

/** A phone, as most visitors hold one. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What the app shows when it broke, and when it says that something it linked to does not exist. */
const BROKEN = [en['routeError.title'], ja['routeError.title']];
const NOT_FOUND = [
  en['notFound.title'],
  ja['notFound.title'],
  en['beach.notFound'],
  ja['beach.notFound'],
  pagesEn['businessPage.notFound'],
  pagesJa['businessPage.notFound'],
];

/**
 * Watches a page as a visitor moves through it: console errors and uncaught exceptions since the last look,
 * and the requests still on their way (so a step can wait until the page has had its say).
 */
export function watchPage(page: Page, { origin, ignore }: { origin: string; ignore: RegExp[] }) {
  let errors: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const note = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(text);
  };
  // A failed request is named by its response (the console's own line does not say which).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      note(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Leaving a page cancels what it was still fetching: no fault of either page. Outside services (map
    // tiles) cannot be reached from the test machine; the pages' answer to that is what is looked at.
    if (reason === 'net::ERR_ABORTED' || !request.url().startsWith(origin)) return;
    note(`${reason} ${request.method()} ${request.url()}`);
  });
  page.on('pageerror', (error) => note(`Uncaught ${error.name}: ${error.message}`));
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Errors seen since the last call. */
    takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    /** Resolves once no request has been on its way for `quietMs` (or after `maxMs` whatever happens). */
    async settle(quietMs = 250, maxMs = 6_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}

export type PageWatch = ReturnType<typeof watchPage>;

/**
 * In-app links a visitor can see and follow (same origin, not the API or a file, not a new tab), one for each
 * page they lead to.
 */
export function visibleAppLinks(page: Page, within: string): Promise<string[]> {
  const links = page.evaluate((scope) => {
    const hrefs = new Set<string>();
    const anchors = [...document.querySelectorAll(scope)].flatMap((part) => [
      ...part.querySelectorAll<HTMLAnchorElement>('a[href]'),
    ]);
    for (const anchor of anchors) {
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || anchor.target === '_blank' || anchor.hasAttribute('download'))
        continue;
      if (/^\/(api|uploads)\//.test(url.pathname) || /\.\w+$/.test(url.pathname)) continue;
      // A link within the page (the skip link) is no journey.
      if (anchor.getAttribute('href')!.startsWith('#')) continue;
      const box = anchor.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(anchor).visibility === 'hidden') continue;
      hrefs.add(anchor.getAttribute('href')!);
    }
    return [...hrefs];
  }, within);
  return links.then(onePerPage);
}

/** One link for each page of the app a list leads to: /beach/1 and /beach/2 are the same page with other data. */
function onePerPage(hrefs: string[]): string[] {
  const pages = new Map<string, string>();
  for (const href of hrefs) {
    const page = href.replace(/\/\d+(?=[/?#]|$)/g, '/:id');
    if (!pages.has(page)) pages.set(page, href);
  }
  return [...pages.values()];
}

/** Japanese visitor pages; the advertisers' portal and the admin pages are in English in every language. */
const VISITOR_JAPANESE = /^\/ja(?!\/(advertiser|admin)(\/|$))/;
/** Written as they are in Japanese too: the team's address and the eco catalog's places and bus service. */
const KEPT = ['aloha@northshoreguide.example', 'Laniākea Beach', 'Pūpūkea Beach Park', 'TheBus'];

/** The people the catalog names: local tips are signed by their authors. */
function peopleNamed(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    ((await (await fetch('/api/local-tips')).json()) as { authorName: string }[]).map(
      (tip) => tip.authorName,
    ),
  );
}

/**
 * What is wrong with the page as it stands: an error boundary, a "Not Found" for something the app itself
 * linked to, console errors, and on a Japanese page English left (checked once per address).
 */
export async function problemsOnPage(
  page: Page,
  watch: PageWatch,
  where: string,
  englishChecked: Set<string>,
): Promise<string[]> {
  const problems: string[] = [];
  const headings = await page.locator('h1, h2, h3').allTextContents();
  const shown = await page.locator('body').innerText();
  if (BROKEN.some((text) => shown.includes(text))) problems.push(`${where}: the app broke ("${BROKEN[0]}")`);
  const notFound = headings.find((heading) => NOT_FOUND.some((text) => heading.includes(text)));
  if (notFound) problems.push(`${where}: "${notFound}" for a page the app links to`);
  for (const error of watch.takeErrors()) problems.push(`${where}: console: ${error.split('\n')[0]}`);
  const address = new URL(page.url());
  const key = address.pathname + address.search;
  if (VISITOR_JAPANESE.test(address.pathname) && !englishChecked.has(key)) {
    englishChecked.add(key);
    const english = await englishLeftOnPage(page, [
      ...CATALOG_PLACE_NAMES,
      ...(await peopleNamed(page)),
      ...KEPT,
    ]);
    if (english.length > 0)
      problems.push(`${where}: English on a Japanese page: ${english.slice(0, 12).join(' ')}`);
  }
  return problems;
}

/**
 * The page a link leads to, for comparing with where the visitor ended up: its path and search. The hash is
 * left out, as a link to a section of the home page may scroll there and drop it.
 */
export function destinationOf(href: string, base: string): string {
  const url = new URL(href, base);
  // The language a link names (the header switch's `?lang=`) is saved by the server and left out of the address.
  url.searchParams.delete('lang');
  return url.pathname.replace(/(.)\/$/, '$1') + url.search;
}

export function whereIs(page: Page): string {
  return destinationOf(page.url(), page.url());
}

/** Plausible input for a field a visitor fills before sending a form, by its type. */
const SAMPLE_INPUT: Record<string, string> = {
  email: 'visitor@example.com',
  tel: '808-555-0100',
  url: 'https://example.com',
  number: '1',
  text: 'Aloha from the North Shore',
  search: 'surf',
  textarea: 'Aloha from the North Shore, a visit worth telling about.',
};

/** Fills the empty text fields of the form `control` belongs to, as a visitor would before sending it. */
export async function fillFormOf(control: Locator): Promise<void> {
  const form = control.locator('xpath=ancestor::form[1]');
  if ((await form.count()) === 0) return;
  const fields = form.locator(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea',
  );
  for (const field of await fields.all()) {
    if (!(await field.isVisible()) || !(await field.isEditable()) || (await field.inputValue()) !== '')
      continue;
    const type = await field.evaluate((element) =>
      element instanceof HTMLTextAreaElement ? 'textarea' : (element as HTMLInputElement).type,
    );
    await field.fill(SAMPLE_INPUT[type] ?? SAMPLE_INPUT.text!);
  }
}

/**
 * Counts what the page did after a control was used: a request, another address, or a change a visitor can
 * see (new content or text, something opened, expanded, pressed, checked, or marked invalid).
 */
export async function startNoticing(page: Page): Promise<() => Promise<boolean>> {
  const before = page.url();
  let requests = 0;
  let pending = 0;
  const onRequest = () => (requests++, pending++);
  const onSettled = () => pending--;
  page.on('request', onRequest);
  page.on('requestfinished', onSettled);
  page.on('requestfailed', onSettled);
  const changes = () =>
    page.evaluate(() => (window as unknown as { __changes: number }).__changes).catch(() => 1);
  const stop = async () => {
    // What a control started (a lazy dialog's code loading, then the dialog opening) ends before the walk
    // goes on: its requests finish and the page stops changing for a moment. Else the dialog opens late,
    // after the walk pressed Escape, over the next control.
    for (let waited = 0; pending > 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
    for (let waited = 0, last = -1; waited < 3_000; waited += 250) {
      const now = await changes();
      if (now === last) break;
      last = now;
      await page.waitForTimeout(250);
    }
    page.off('request', onRequest);
    page.off('requestfinished', onSettled);
    page.off('requestfailed', onSettled);
  };
  await page.evaluate(() => {
    const counted = window as unknown as { __changes: number; __observer?: MutationObserver };
    counted.__observer?.disconnect();
    counted.__changes = 0;
    counted.__observer = new MutationObserver((records) => (counted.__changes += records.length));
    counted.__observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: [
        'aria-expanded',
        'aria-pressed',
        'aria-checked',
        'aria-selected',
        'aria-invalid',
        'open',
        'hidden',
        'data-expanded',
        'data-checked',
        'data-active',
      ],
    });
  });
  return async () => {
    for (let waited = 0; waited <= 1_500; waited += 100) {
      if (requests > 0 || page.url() !== before || (await changes()) > 0) {
        await stop();
        return true;
      }
      await page.waitForTimeout(100);
    }
    await stop();
    return false;
  };
}
