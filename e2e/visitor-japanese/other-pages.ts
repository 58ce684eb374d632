/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, seriousAxeViolations, type VisitorApp } from '../support/visitor-app.ts';
import { englishLeftOnPage, JAPANESE_BROWSER, scrollThrough } from '../support/japanese.ts';

let v: VisitorApp;

async function japanesePage(path: string): Promise<Page> {
  const page = await newVisitorPage(v, JAPANESE_BROWSER);
  await page.goto(`${v.baseUrl}${path}`);
  return page;
}

/** Nothing English on the page but names and content marked as English, and no serious axe violation. */
async function expectAllJapanese(page: Page) {
  await scrollThrough(page);
  expect(await englishLeftOnPage(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. */
export function theOtherVisitorPagesInJapanese(app: () => VisitorApp) {
  describe('the other visitor pages in Japanese', () => {
    beforeAll(() => {
      v = app();
    });

    it('creates, answers and reads a survey in Japanese, with no English left but names', async () => {
      const page = await japanesePage('/ja/surveys');
      await page.getByRole('heading', { level: 1, name: 'コミュニティ・アンケート' }).waitFor();
      await page.getByText('現在実施中のアンケートはありません').waitFor();
      await page.getByRole('button', { name: 'ビーチの安全' }).waitFor();
      await expectAllJapanese(page);

      await page.getByRole('button', { name: 'アンケートを作成' }).click();
      const dialog = page.getByRole('dialog', { name: 'アンケートを作成' });
      await dialog.getByRole('button', { name: 'アンケートを作成' }).click();
      await dialog.getByText('タイトルを入力してください').waitFor();
      await dialog.getByLabel('タイトル').fill('ワイメア湾のライフガード');
      await dialog.getByLabel('カテゴリー').selectOption({ label: 'ビーチの安全' });
      const first = dialog.getByRole('group', { name: '質問 1' });
      await first.getByLabel('質問文').fill('ライフガードの近くで泳ぎましたか？');
      await first.getByLabel('質問の形式').selectOption('yes_no');
      await first.getByLabel('回答必須').check();
      await dialog.getByRole('button', { name: '質問を追加' }).click();
      const second = dialog.getByRole('group', { name: '質問 2' });
      await second.getByLabel('質問文').fill('どの辺りで泳ぎましたか？');
      await second.getByLabel('質問の形式').selectOption('multiple_choice');
      await second.getByLabel('選択肢（1 行に 1 つ）').fill('岩場側\n河口');
      expect(await englishLeftOnPage(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'アンケートを作成' }).click();
      await page.getByText('アンケートを作成しました！').waitFor();

      const card = page.getByRole('article', { name: 'ワイメア湾のライフガード' });
      await card.getByText('実施中').waitFor();
      await expectAllJapanese(page);

      await card.getByRole('button', { name: 'アンケートに回答' }).click();
      await page.getByRole('button', { name: '回答を送信' }).click();
      await page.getByText('この質問は回答必須です').waitFor();
      await expectAllJapanese(page);
      await page
        .getByRole('radiogroup', { name: /ライフガード/ })
        .getByLabel('はい')
        .check();
      await page.getByRole('button', { name: '回答を送信' }).click();
      await page.getByText('回答を送信しました！').waitFor();

      await card.getByRole('button', { name: '結果' }).click();
      await page.getByRole('heading', { level: 1, name: '結果: ワイメア湾のライフガード' }).waitFor();
      await page.getByText('回答 1 件', { exact: true }).waitFor();
      await expectAllJapanese(page);
      await page.close();
    });

    it('gives the about, privacy policy and terms of use pages in Japanese, the English as the reference', async () => {
      const pages = [
        { path: '/ja/about', heading: 'North Shore Guide について', title: 'ガイドについて' },
        { path: '/ja/privacy-policy', heading: 'プライバシーポリシー', title: 'プライバシーポリシー' },
        { path: '/ja/terms-of-use', heading: '利用規約', title: '利用規約' },
      ];
      for (const { path, heading, title } of pages) {
        const page = await japanesePage(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(`${title} | North Shore Guide`);
        await expectAllJapanese(page);
        if (path !== '/ja/about') await page.getByText('英語版が正本です').waitFor();
        await page.close();
      }
    });

    it('says a missing page is missing, in Japanese', async () => {
      const page = await japanesePage('/ja/no-such-page');
      await page.getByRole('heading', { level: 1, name: '404 ページが見つかりません' }).waitFor();
      await expectAllJapanese(page);
      await page.close();
    });
  });
}
