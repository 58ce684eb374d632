/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '@nsg/command-api/uploads/multipart-body.ts';
import { newVisitorPage, seriousAxeViolations, type VisitorApp } from '../support/visitor-app.ts';
import { englishLeftOnPage, JAPANESE_BROWSER, scrollThrough } from '../support/japanese.ts';

let v: VisitorApp;

/** English words left on the page but the listings' own: their sellers wrote the titles and descriptions. */
async function englishLeftButListings(page: Page, names: string[]): Promise<string[]> {
  const listings = await page.evaluate(async () => {
    const all = (await (await fetch('/api/listings')).json()) as Record<string, string | null>[];
    return all.flatMap((listing) => [
      listing.title,
      listing.sellerName,
      listing.location,
      listing.description,
    ]);
  });
  return englishLeftOnPage(page, [...names, ...listings.filter((text): text is string => Boolean(text))]);
}

/** Modals fade in: axe reads colours mid-transition as low contrast. */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

async function expectAllJapanese(page: Page, names: string[] = []) {
  expect(await englishLeftButListings(page, names)).toEqual([]);
  await transitionsEnded(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * The form's validation messages in Japanese. (Only the words: Mantine's default error red is below
 * the contrast axe asks for, on every page's forms alike.)
 */
async function expectJapaneseErrors(page: Page, names: string[] = []) {
  expect(await englishLeftButListings(page, names)).toEqual([]);
}

/** The team's address, on the contact page. */
const CONTACT_EMAIL = 'aloha@northshoreguide.example';

/** Registers these tests on the app `app()` gives once the run's `beforeAll` has started it. */
export function theBoardHubAndContactPageInJapanese(app: () => VisitorApp) {
  describe('the Board Hub and the contact page in Japanese', () => {
    beforeAll(async () => {
      v = app();
      const { payload, headers } = multipartBody({
        title: 'Rusty Twin Fin',
        length: `6'2"`,
        condition: 'Very Good',
        price: '$380',
        location: 'Pupukea',
        sellerName: 'Kainoa',
        email: 'kainoa@example.com',
        phone: '808-555-0199',
        description: 'Two dings, both fixed.',
        locale: 'ja',
      });
      const listed = await v.t.app.inject({ method: 'POST', url: '/api/listings', payload, headers });
      expect(listed.statusCode, listed.body).toBe(201);
      await v.t.settle();
    });

    it('gives the Board Hub, its cards and the list-a-board dialog in Japanese', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/board-hub`);
      await page.getByRole('heading', { level: 1, name: 'Board Hub' }).waitFor();
      const card = page.getByRole('article', { name: 'Rusty Twin Fin' });
      await card.getByText('良好').waitFor();
      await card.getByText('Pupukea · 出品者: Kainoa').waitFor();
      expect(await page.title()).toBe('Board Hub | North Shore Guide');
      await scrollThrough(page);
      await expectAllJapanese(page);

      await page.getByRole('button', { name: 'ボードを出品する' }).click();
      const dialog = page.getByRole('dialog', { name: 'ボードを出品する' });
      await dialog.getByLabel('写真').waitFor();
      await expectAllJapanese(page);
      await dialog.getByRole('button', { name: '出品する' }).click();
      await dialog.getByText('入力してください').first().waitFor();
      await expectJapaneseErrors(page);
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await card.getByRole('button', { name: '問い合わせる' }).click();
      const contact = page.getByRole('dialog', { name: '出品者に問い合わせる' });
      await contact.getByText('「Rusty Twin Fin」についてのメッセージは', { exact: false }).waitFor();
      await expectAllJapanese(page);
      await page.close();
    });

    it('gives the contact page in Japanese', async () => {
      const page = await newVisitorPage(v, JAPANESE_BROWSER);
      await page.goto(`${v.baseUrl}/ja/contact`);
      await page.getByRole('heading', { level: 1, name: 'お問い合わせ' }).waitFor();
      expect(await page.title()).toBe('お問い合わせ | North Shore Guide');
      await scrollThrough(page);
      await expectAllJapanese(page, [CONTACT_EMAIL]);
      // Its validation messages, and no English beside them, are checked without a server by
      // frontend/src/features/contact/components/contact-page.test.tsx.
      await page.close();
    });
  });
}
