/// <reference lib="dom" />
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const hrefsIn = (region: Locator) =>
  region.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

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
      await page.goto(`${v.baseUrl}${prefix}/`);
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
