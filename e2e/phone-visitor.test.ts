/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import { newVisitorPage, readHomePage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SMALL_PHONE = { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true };
/** The first page the server draws after it starts can take several seconds on a busy machine. */
const PAGE_LOAD = { timeout: 30_000 };

const hrefsIn = (region: Locator) =>
  region.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

/** Whether the control itself (not a floating button over it) is what a tap at its centre lands on. */
async function isTopmostAtCentre(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function tapCentre(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('the phone menu', () => {
  for (const { language, prefix, browser, open, menuName, names } of [
    {
      language: 'English',
      prefix: '',
      browser: {},
      open: 'Open menu',
      menuName: 'Mobile',
      names: { shop: 'Shop', localTips: 'Local Tips', about: 'About', contact: 'Contact' },
    },
    {
      language: 'Japanese',
      prefix: '/ja',
      browser: JAPANESE_BROWSER,
      open: 'メニューを開く',
      menuName: 'モバイル',
      names: {
        shop: 'ショップ',
        localTips: '地元の人のおすすめ',
        about: 'このサイトについて',
        contact: 'お問い合わせ',
      },
    },
  ]) {
    it(`holds the desktop navigation and the main pages, Shop, Local Tips and Contact included (${language})`, async () => {
      const page = await newVisitorPage(v, { ...PHONE, ...browser });
      await page.goto(`${v.baseUrl}${prefix}/`, PAGE_LOAD);
      await page.getByRole('button', { name: open }).click();
      const menu = page.getByRole('navigation', { name: menuName });
      await menu.waitFor();

      const menuHrefs = await hrefsIn(menu);
      // The desktop bar is in the page at every width, hidden on phones.
      const desktopHrefs = await hrefsIn(page.locator('header nav').first());
      expect(desktopHrefs.length).toBeGreaterThan(0);
      for (const href of desktopHrefs) expect(menuHrefs).toContain(href);

      const pages = [
        [names.shop, `${prefix}/shop`],
        [names.localTips, `${prefix}/local-tips`],
        [names.about, `${prefix}/about`],
        [names.contact, `${prefix}/contact`],
      ] as const;
      for (const [name, href] of pages) {
        expect(await menu.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }

      await menu.getByRole('link', { name: names.shop, exact: true }).click();
      await page.waitForURL(`${v.baseUrl}${prefix}/shop`);
      await menu.waitFor({ state: 'hidden' });
      await page.close();
    });
  }
});

describe('the floating SOS and Return to top buttons at 320 px', () => {
  it('leave the 4th quiz answer uncovered and tappable wherever the visitor scrolls it', async () => {
    const page = await newVisitorPage(v, SMALL_PHONE);
    await page.goto(v.baseUrl, PAGE_LOAD);
    await page.getByRole('button', { name: 'Start Safety Quiz with Kai' }).click();
    const quiz = page.getByTestId('safety-quiz');
    await quiz.getByText('Question 1 of 5').waitFor();
    const fourth = quiz.getByRole('group', { name: 'Answers' }).getByRole('button').nth(3);
    const sos = page.getByRole('button', { name: 'Emergency SOS' });
    const returnToTop = page.getByRole('button', { name: 'Return to top' });

    // Scrolled by hand so that the answer's middle sits level with the floating buttons' middle.
    await fourth.evaluate((answer) => {
      const box = answer.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 40));
    });
    await returnToTop.waitFor();
    await sos.waitFor();
    expect(await isTopmostAtCentre(fourth)).toBe(true);

    // Brought into view from below (keyboard focus, a link to it): the whole answer stops above the buttons.
    await fourth.evaluate((answer) => {
      window.scrollTo(0, 0);
      answer.scrollIntoView({ block: 'end' });
    });
    await returnToTop.waitFor();
    const answerBottom = (await fourth.boundingBox())!;
    const buttonsTop = Math.min((await sos.boundingBox())!.y, (await returnToTop.boundingBox())!.y);
    expect(answerBottom.y + answerBottom.height).toBeLessThanOrEqual(buttonsTop);

    await tapCentre(page, fourth);
    expect(await fourth.getAttribute('aria-pressed')).toBe('true');
    await quiz.getByText('Explanation:').waitFor();
    await page.close();
  });

  it('leave room below the last control of the page', async () => {
    const page = await newVisitorPage(v, SMALL_PHONE);
    await page.goto(v.baseUrl, PAGE_LOAD);
    await readHomePage(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Return to top' }).waitFor();
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
    expect(await isTopmostAtCentre(subscribe)).toBe(true);
    await page.close();
  });
});
