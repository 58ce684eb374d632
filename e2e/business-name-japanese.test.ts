import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { call } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
let bakeryId: number;
beforeAll(async () => {
  v = await startVisitorApp();
  const admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
  const added = await call(v.t.app, 'POST', '/api/admin/catalog/businesses', admin, {
    name: 'Kamehameha Bakery',
    nameJa: 'カメハメハ・ベーカリー',
    category: 'Food & Drink',
    location: 'Haleiwa',
    description: 'Poi donuts glazed with haupia.',
    descriptionJa: 'ハウピアをかけたポイドーナツ。',
    image: '/images/businesses/food-drink.svg',
    latitude: '21.5928',
    longitude: '-158.1034',
  });
  bakeryId = added.json<{ id: number }>().id;
  await v.t.settle();
});
afterAll(() => v?.close());

describe('business names on Japanese pages', () => {
  it('show the Japanese name where the catalog has one, else the English marked lang="en"', async () => {
    const page = await newVisitorPage(v, { viewport: { width: 390, height: 844 } });
    await page.goto(`${v.baseUrl}/ja/business/${bakeryId}`);
    const heading = page.getByRole('heading', { level: 1, name: 'カメハメハ・ベーカリー' });
    await heading.waitFor();
    expect(await heading.getAttribute('lang')).toBe('ja');

    const english = SEED_BUSINESSES[0]!;
    await page.goto(`${v.baseUrl}/ja/business/${english.id}`);
    const englishHeading = page.getByRole('heading', { level: 1, name: english.name });
    await englishHeading.waitFor();
    expect(await englishHeading.getAttribute('lang')).toBe('en');

    // The directory's cards, searched by the Japanese name.
    await page.goto(`${v.baseUrl}/ja/`);
    await page.locator('#businesses input[type="search"]').fill('ベーカリー');
    const card = page.getByTestId('business-card').filter({ hasText: 'カメハメハ・ベーカリー' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'カメハメハ・ベーカリー' }).getAttribute('lang')).toBe('ja');
    const folder = process.env.E2E_SCREENSHOTS;
    if (folder) await page.screenshot({ path: `${folder}/directory-ja-name-390.png`, fullPage: true });

    // English pages keep the English name.
    await page.goto(`${v.baseUrl}/business/${bakeryId}`);
    await page.getByRole('heading', { level: 1, name: 'Kamehameha Bakery' }).waitFor();
  });
});
