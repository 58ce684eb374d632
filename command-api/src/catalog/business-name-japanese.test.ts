import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const bakery = {
  name: 'Kamehameha Bakery',
  nameJa: 'カメハメハ・ベーカリー',
  category: 'Food & Drink',
  location: 'Haleiwa',
  description: 'Poi donuts glazed with haupia.',
  descriptionJa: 'ハウピアをかけたポイドーナツ。',
  image: '/images/businesses/food-drink.svg',
  latitude: '21.5928',
  longitude: '-158.1034',
};
const visitorBusiness = async (id: number) =>
  (await call(t.app, 'GET', `/api/businesses/${id}`)).json<{ name: string; nameJa: string | null }>();
const adminRow = async (id: number) =>
  (await call(t.app, 'GET', '/api/admin/catalog/businesses', admin))
    .json<{ id: number; nameJa: string; missingJapanese: string[]; revision: number }[]>()
    .find((row) => row.id === id)!;

describe("a business's name in Japanese", () => {
  it('is kept by admins beside the English, found by visitors, and marked missing when left empty', async () => {
    const added = await call(t.app, 'POST', '/api/admin/catalog/businesses', admin, bakery);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    await t.settle();
    expect(await visitorBusiness(id)).toMatchObject({
      name: 'Kamehameha Bakery',
      nameJa: 'カメハメハ・ベーカリー',
    });
    const found = (
      await call(t.app, 'GET', `/api/businesses?search=${encodeURIComponent('ベーカリー')}`)
    ).json<{ id: number }[]>();
    expect(found.map((business) => business.id)).toContain(id);
    expect(await adminRow(id)).toMatchObject({ nameJa: 'カメハメハ・ベーカリー', missingJapanese: [] });

    const { revision } = await adminRow(id);
    const edited = await call(t.app, 'PUT', `/api/admin/catalog/businesses/${id}`, admin, {
      ...bakery,
      nameJa: '',
      expectedRevision: revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    expect((await visitorBusiness(id)).nameJa).toBeNull();
    expect((await adminRow(id)).missingJapanese).toEqual(['name']);
  });
});
