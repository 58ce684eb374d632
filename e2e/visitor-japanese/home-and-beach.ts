/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appTakenOver,
  newVisitorPage,
  readHomePage,
  seriousAxeViolations,
  type VisitorApp,
} from '../support/visitor-app.ts';
import {
  CATALOG_PLACE_NAMES,
  englishLeftOnPage,
  JAPANESE_BROWSER,
  markedEnglishIn,
  NAMES_KEPT,
  scrollThrough,
} from '../support/japanese.ts';

let v: VisitorApp;

/** English words left in a region's text once kept names, numbers and coordinates are taken out. */
async function englishLeftIn(region: Locator): Promise<string[]> {
  let text = await region.innerText();
  for (const name of NAMES_KEPT) text = text.replaceAll(name, '');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

async function japaneseHome(): Promise<Page> {
  const page = await newVisitorPage(v, {
    ...JAPANESE_BROWSER,
    permissions: ['geolocation'],
    geolocation: { latitude: 21.6646123, longitude: -158.0530456 },
  });
  await page.goto(v.baseUrl);
  return page;
}

/** The quiz's right answers, in Japanese (frontend/src/i18n/messages/ja.ts). */
const RIGHT_ANSWERS = [
  '流れから抜けるまで岸と平行に泳ぐ',
  '午前9時から午後5時30分まで',
  'SPF30以上（サンゴにやさしいもの）',
  '3メートル（10フィート）以上離れて、休ませてあげる',
  'いいえ。海に入らず、ビーチから眺める',
];

/** Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. */
export function theGuideInJapanese(app: () => VisitorApp) {
  describe('the guide in Japanese', () => {
    beforeAll(() => {
      v = app();
    });

    it('leaves no English on the home page and a beach page but names and content marked as English', async () => {
      const page = await japaneseHome();
      await page.getByRole('heading', { name: 'オアフ島ノースショアを楽しもう' }).waitFor();
      await readHomePage(page);
      expect(await englishLeftOnPage(page, CATALOG_PLACE_NAMES)).toEqual([]);
      // The businesses' descriptions are the catalog's Japanese, not its English marked as such.
      await page.getByTestId('business-card').first().waitFor();
      expect(await markedEnglishIn(page, '[data-testid="business-card"]')).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${v.baseUrl}/ja/beach/1`);
      await page.getByRole('heading', { name: '安全のためのヒント' }).waitFor();
      const description = page.getByText(/^世界で最も有名なリーフブレイクです。/);
      expect(await description.getAttribute('lang')).toBe('ja');
      await scrollThrough(page);
      expect(await englishLeftOnPage(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    }, 90_000);

    it('opens a Japanese browser on the Japanese page, with lang and alternate links', async () => {
      const page = await japaneseHome();
      expect(new URL(page.url()).pathname).toBe('/ja');
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      const alternates = await page
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map(
            (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
          ),
        );
      expect(alternates).toEqual(['en /', 'ja /ja', 'x-default /']);
      await page.close();
    });

    it('gives the SOS dialog in Japanese, with the same numbers, and no English left but names', async () => {
      const page = await japaneseHome();
      await page.getByRole('button', { name: '緊急 SOS' }).click();
      const dialog = page.getByRole('dialog', { name: '緊急時のヘルプ' });
      await dialog.getByText('命に関わる緊急時は、まず 911 に電話してください。').waitFor();
      await dialog.getByRole('button', { name: '現在地を取得' }).click();
      await page.getByText('現在地を取得しました').waitFor();
      await dialog.getByText('現在地: 21.664612, -158.053046').waitFor();
      const oceanSafety = dialog.getByRole('link', { name: /オーシャン・セーフティ/ });
      expect(await oceanSafety.getAttribute('href')).toBe('tel:8087237800');
      expect(await dialog.getByRole('link', { name: /中毒110番/ }).getAttribute('href')).toBe(
        'tel:18002221222',
      );
      expect(await englishLeftIn(dialog)).toEqual([]);
      // axe reads colours mid-fade as low contrast: let the notification's transition end first.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });

    it('walks the quiz in Japanese to a perfect score', async () => {
      const page = await japaneseHome();
      await page.getByRole('button', { name: 'カイと安全クイズを始める' }).click();
      const quiz = page.getByTestId('safety-quiz');
      await quiz.getByRole('heading', { name: 'ホヌのカイと学ぶビーチ安全クイズ' }).waitFor();
      for (const [index, answer] of RIGHT_ANSWERS.entries()) {
        await quiz.getByText(`5問中 ${index + 1}問目`).waitFor();
        await quiz.getByRole('button', { name: answer }).click();
        await quiz.getByText('解説：').waitFor();
        expect(await englishLeftIn(quiz)).toEqual([]);
        await quiz.getByRole('button', { name: index === 4 ? '結果を見る' : '次の問題' }).click();
      }
      await quiz.getByText('5 / 5').waitFor();
      await quiz.getByText('正解率 100%').waitFor();
      expect(await englishLeftIn(quiz)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });

    it('keeps English when it is tapped before the app has taken over the page the server drew', async () => {
      // Without scripts the page stays as the server drew it: the tap is the plain link.
      const page = await newVisitorPage(v, { ...JAPANESE_BROWSER, javaScriptEnabled: false });
      await page.goto(v.baseUrl);
      expect(new URL(page.url()).pathname).toBe('/ja');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.goto(v.baseUrl);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.close();
    });

    it('switches to English from the header and keeps that choice on later visits', async () => {
      const page = await japaneseHome();
      // The choice is kept by the app: a tap before it has taken over the server-drawn page is a plain link to
      // `/`, which sends a Japanese browser back to `/ja`.
      await appTakenOver(page);
      await page.getByRole('link', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Start Safety Quiz with Kai' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.goto(`${v.baseUrl}/beach/1`);
      expect(new URL(page.url()).pathname).toBe('/beach/1');
      await page.getByRole('link', { name: '日本語' }).click();
      await page.waitForURL(/\/ja\/beach\/1$/);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      await page.close();
    });
  });
}
