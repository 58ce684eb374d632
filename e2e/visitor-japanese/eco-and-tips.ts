/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '@nsg/command-api/eco/evidence-photo-fixture.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { newVisitorPage, seriousAxeViolations, type VisitorApp } from '../support/visitor-app.ts';
import {
  CATALOG_PLACE_NAMES,
  englishLeftOnPage,
  JAPANESE_BROWSER,
  scrollThrough,
} from '../support/japanese.ts';

let v: VisitorApp;
/** The app's clock, this far ahead: a challenge completes after part of its estimated time. */
let clockAheadMs = 0;

/** Every text of an API answer, as written (and with underscores as spaces, as tags are shown). */
async function textsFrom(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (path) => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value, value.replace(/_/g, ' ')]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value !== null && typeof value === 'object'
            ? Object.values(value).flatMap(strings)
            : [];
    return strings(await (await fetch(path)).json());
  }, path);
}

/** The whole page, scrolled through, has no English left but names and content, and no serious axe issue. */
async function expectJapanese(page: Page, content: string[] = []) {
  await scrollThrough(page);
  // axe reads colours mid-fade as low contrast: let transitions (toasts, tabs) end first.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  expect(await englishLeftOnPage(page, content)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** A small real JPEG, as the phone's camera gives it. */
const jpegFile = async () => ({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });

/** Place names the eco catalog's Japanese keeps in Latin script, Hawaiian ones with ʻokina and kahakō. */
const ECO_PLACE_NAMES = [
  'Laniākea Beach',
  'ʻEhukai Beach Park',
  'Pūpūkea Beach Park',
  'Laniākea',
  'Pūpūkea',
  'Haleʻiwa',
  'TheBus',
];

/** The page's texts marked as English: none once the catalog has its texts in Japanese. */
async function markedEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main [lang="en"]')].map((element) => element.textContent ?? ''),
  );
}

/** No English on the page but names, and no text of the eco catalog left in English. */
async function expectEcoJapanese(page: Page, content: string[] = []) {
  await expectJapanese(page, [...ECO_PLACE_NAMES, ...content]);
  expect(await markedEnglish(page)).toEqual([]);
}

/** Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. */
export function ecoChallengesAndLocalTipsInJapanese(app: () => VisitorApp) {
  describe('eco-challenges and local tips in Japanese', () => {
    let realNow: () => Date;
    beforeAll(() => {
      v = app();
      realNow = v.t.deps.clock.now;
      v.t.deps.clock.now = () => new Date(Date.now() + clockAheadMs);
    });
    // The tests registered after these see the real time again.
    afterAll(() => {
      v.t.deps.clock.now = realNow;
    });

    it('walks the eco-challenges in Japanese: challenges, the complete dialog, progress, rewards, leaderboard', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/eco-challenges`);
      await page.getByRole('heading', { level: 1, name: 'エコチャレンジ・トラッカー' }).waitFor();
      expect(await page.title()).toBe('エコチャレンジ | North Shore Guide');
      await page
        .getByTestId('fair-play-rule')
        .getByText('完了できるチャレンジは1日3件までです（ハワイ時間）。')
        .waitFor();
      await page
        .getByTestId('fair-play-rule')
        .getByText('1台の端末で完了できるのは1日3件', { exact: false })
        .waitFor();
      await expectEcoJapanese(page);

      const card = page.getByRole('article', { name: '砂丘に在来植物を植えるボランティアの日' });
      await card.getByText('在来植物のナウパカやポーフエフエを植える', { exact: false }).waitFor();
      await card.getByText('75ポイント').waitFor();
      await card.getByRole('button', { name: '開始する' }).click();
      await page.getByText('チャレンジを開始しました！').waitFor();
      await card.getByText('挑戦中', { exact: true }).waitFor();
      await card
        .getByText('開始から1時間30分後に完了できます · 写真が必要 · 確認後にポイントを使用可能。')
        .waitFor();
      await card.getByRole('button', { name: '完了する' }).click();

      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'チャレンジを完了' }).click();
      await page
        .getByText(
          /^このチャレンジには時間がかかります。開始から90分後の\d+月\d+日 \d+:\d\d（ハワイ時間）以降に完了できます。$/,
        )
        .waitFor();
      await page
        .getByRole('dialog', { name: '完了の報告：砂丘に在来植物を植えるボランティアの日' })
        .waitFor();
      await expectEcoJapanese(page);

      clockAheadMs += 2 * 3600_000;
      await dialog.getByRole('button', { name: 'チャレンジを完了' }).click();
      await dialog
        .getByText('このチャレンジには写真が必要です。証拠写真を 1 枚以上追加してください。')
        .first()
        .waitFor();
      await dialog.getByLabel('メモ').fill('砂丘にナウパカを植えました');
      const library = dialog.locator('input[type="file"]:not([capture])');
      await library.setInputFiles({ name: 'memo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('memo') });
      await dialog.getByText('画像ファイルとして読み込めませんでした。別の写真を選んでください。').waitFor();
      await dialog.locator('input[type="file"][capture]').setInputFiles(await jpegFile());
      await dialog.getByRole('img', { name: '証拠写真 1' }).waitFor();
      await dialog.getByRole('button', { name: '証拠写真 1 を削除' }).waitFor();
      await expectEcoJapanese(page);
      await dialog.getByRole('button', { name: 'チャレンジを完了' }).click();
      await page.getByText('チャレンジを完了しました！').waitFor();
      await card.getByText('完了', { exact: true }).waitFor();

      // Worth 75 points: an admin verifies the completion before they can be spent.
      await v.t.settle();
      const [completion] = await v.t.deps.db.selectFrom('eco_user_challenges').select('id').execute();
      const verified = await v.t.app.inject({
        method: 'POST',
        url: `/api/admin/eco/completions/${completion!.id}/verify`,
        headers: { cookie: await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password) },
        payload: {},
      });
      expect(verified.statusCode).toBe(200);
      await v.t.settle();
      await page.reload();

      await page.getByRole('tab', { name: 'マイ進捗' }).click();
      await page.getByTestId('stat-points').getByText('75', { exact: true }).waitFor();
      const myId = await page.evaluate(
        async () => ((await (await fetch('/api/eco/user/stats')).json()) as { userId: string }).userId,
      );
      // CO₂ is written so in Japanese too.
      await page.getByRole('cell', { name: '砂丘に在来植物を植えるボランティアの日' }).waitFor();
      await expectEcoJapanese(page, [myId, 'CO₂']);

      await page.getByRole('tab', { name: '特典' }).click();
      await page
        .getByRole('article', { name: 'シェイブアイス10%オフ' })
        .getByRole('button', { name: '交換する' })
        .click();
      await page.getByText('特典と交換しました！').waitFor();
      const code = page.getByTestId('redemption-code');
      await code.waitFor();
      await page.getByLabel('交換済み：シェイブアイス10%オフ').waitFor();
      await expectEcoJapanese(page, [(await code.textContent())!]);

      await page.getByRole('tab', { name: 'ランキング' }).click();
      await page.getByText(`ユーザー #${myId}（あなた）`).waitFor();
      await expectEcoJapanese(page, await textsFrom(page, '/api/eco/leaderboard'));
      await page.close();
    }, 90_000);

    it('shows the local tips in Japanese around the locals’ own words', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/local-tips`);
      await page.getByRole('heading', { level: 1, name: '地元の人のおすすめ' }).waitFor();
      expect(await page.title()).toBe('地元の人のおすすめ | North Shore Guide');
      await page.getByTestId('tip-card').first().waitFor();
      // The locals' names are theirs; every other text of a tip is the catalog's Japanese.
      const authors = await page.evaluate(async () =>
        ((await (await fetch('/api/local-tips')).json()) as { authorName: string }[]).map(
          (tip) => tip.authorName,
        ),
      );
      const tips = [...CATALOG_PLACE_NAMES, ...authors];
      await expectJapanese(page, tips);
      expect(await markedEnglish(page)).toEqual([]);

      await page.getByRole('tab', { name: 'おすすめを探す' }).click();
      await page.getByRole('combobox', { name: 'カテゴリー' }).click();
      await page.getByRole('option', { name: 'グルメ' }).click();
      await page.getByRole('button', { name: 'おすすめを表示' }).click();
      await page.getByTestId('tip-card').first().waitFor();
      await expectJapanese(page, tips);
      expect(await markedEnglish(page)).toEqual([]);

      await page.getByRole('tab', { name: 'キーワード検索' }).click();
      await page.getByRole('textbox', { name: 'おすすめを検索' }).fill('zzzz');
      await page.getByRole('button', { name: '検索' }).click();
      await page.getByText('「zzzz」に一致するおすすめは見つかりませんでした。').waitFor();
      await expectJapanese(page, ['zzzz']);
      await page.close();
    }, 60_000);
  });
}
