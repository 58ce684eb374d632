/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, seriousAxeViolations, type VisitorApp } from '../support/visitor-app.ts';
import {
  CATALOG_PLACE_NAMES,
  englishLeftOnPage,
  JAPANESE_BROWSER,
  markedEnglishIn,
  NAMES_KEPT,
  scrollThrough,
} from '../support/japanese.ts';

let v: VisitorApp;

/** English words left in a region's text once kept names are taken out. */
async function englishLeftIn(region: Locator): Promise<string[]> {
  let text = await region.innerText();
  for (const name of NAMES_KEPT) text = text.replaceAll(name, '');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Brands the install hint names as Japanese writes them too. */
const DEVICE_NAMES = ['iPhone', 'iPad'];

async function expectAllJapanese(page: Page) {
  await scrollThrough(page);
  expect(
    (await englishLeftOnPage(page, CATALOG_PLACE_NAMES)).filter((word) => !DEVICE_NAMES.includes(word)),
  ).toEqual([]);
  // The catalog's texts (business descriptions, products) are in Japanese, not its English marked as such.
  expect(await markedEnglishIn(page, 'main')).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The worker has taken control and keeps the lists the guide needs offline. */
async function offlineCopyKept(page: Page) {
  const cachedPaths = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const keys = await (await caches.open('nsg-offline-v1-data')).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });
  await expect
    .poll(cachedPaths, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/api/beaches', '/api/businesses']));
}

/** Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. */
export function theBusinessShopAndSettingsInJapanese(app: () => VisitorApp) {
  describe('the business page, the shop, notifications and settings in Japanese', () => {
    beforeAll(() => {
      v = app();
    });

    it('leave no English but names and the catalog’s own English content', async () => {
      const [business] = (await v.t.app.inject({ url: '/api/businesses' })).json<
        { id: number; name: string }[]
      >();
      const page = await newVisitorPage(v, JAPANESE_BROWSER);

      await page.goto(`${v.baseUrl}/ja/business/${business!.id}`);
      await page.getByRole('heading', { level: 1, name: business!.name }).waitFor();
      await page.getByRole('heading', { name: '概要' }).waitFor();
      await page.getByRole('complementary', { name: 'お店の情報' }).waitFor();
      await expectAllJapanese(page);

      await page.goto(`${v.baseUrl}/ja/shop`);
      await page.getByRole('heading', { level: 1, name: 'ノースショア・ショップ' }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(
        await page
          .getByTestId('product-card')
          .first()
          .getByText(/^\$\d+\.\d\d$/)
          .count(),
      ).toBe(1);
      await expectAllJapanese(page);

      await page.goto(`${v.baseUrl}/ja/notifications`);
      await page.getByRole('heading', { level: 1, name: '通知' }).waitFor();
      await page.getByRole('heading', { name: 'プッシュ通知' }).waitFor();
      await expectAllJapanese(page);

      await page.goto(`${v.baseUrl}/ja/mobile/settings`);
      await page.getByRole('heading', { level: 1, name: '設定' }).waitFor();
      await expectAllJapanese(page);
      await page.getByRole('tab', { name: '表示' }).click();
      await page.getByRole('switch', { name: 'ダークモード' }).waitFor({ state: 'attached' });
      await expectAllJapanese(page);
      await page.getByRole('tab', { name: 'アプリ' }).click();
      await page.getByText('バージョン').waitFor();
      await expectAllJapanese(page);
      await page.getByRole('button', { name: 'キャッシュを削除' }).click();
      const confirm = page.getByRole('dialog', { name: 'キャッシュを削除しますか？' });
      await confirm.waitFor();
      expect(await englishLeftIn(confirm)).toEqual([]);
      await page.close();
    }, 90_000);

    it('says it is offline, and opens the offline guide, in Japanese after a first visit', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/shop`);
      await page.getByTestId('product-card').first().waitFor();
      await offlineCopyKept(page);

      await page.context().setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await banner.getByText('オフラインです').waitFor();
      expect(await englishLeftIn(banner)).toEqual([]);

      await page.goto(`${v.baseUrl}/ja`);
      await page.getByRole('button', { name: '使い方を見る' }).click();
      const guide = page.getByTestId('offline-guide');
      await guide.getByRole('heading', { name: 'オフラインでアプリを使う' }).waitFor();
      expect(await englishLeftIn(guide)).toEqual([]);
      expect(await englishLeftIn(page.getByTestId('offline-banner'))).toEqual([]);
      await page.context().setOffline(false);
      await page.close();
    });
  });
}
