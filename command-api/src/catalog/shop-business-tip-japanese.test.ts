import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Answer = Record<string, unknown>;
const get = async (url: string) => (await t.app.inject({ url })).json<Answer[]>();
/** Entries of an answer missing one of the Japanese fields. */
const withoutJapanese = (entries: Answer[], fields: string[]) =>
  entries.filter((entry) => fields.some((field) => !entry[field])).map((entry) => entry.id);

describe('the shop, businesses and local tips APIs', () => {
  it('answer each seeded entry in English and, beside it, in Japanese', async () => {
    const products = await get('/api/products');
    expect(products[0]).toMatchObject({
      name: 'North Shore Sunrise Tee',
      nameJa: 'ノースショア・サンライズTシャツ',
    });
    expect(withoutJapanese(products, ['nameJa', 'descriptionJa'])).toEqual([]);

    const businesses = await get('/api/businesses');
    expect(withoutJapanese(businesses, ['descriptionJa'])).toEqual([]);
    const business = (await t.app.inject({ url: '/api/businesses/1' })).json<Answer>();
    expect(business.descriptionJa).toMatch(/^地元産のリリコイ/);

    const tips = await get('/api/local-tips');
    const tipFields = ['titleJa', 'descriptionJa', 'locationJa', 'insiderNoteJa', 'tagsJa'];
    expect(withoutJapanese(tips, tipFields)).toEqual([]);
    const [found] = (
      await t.app.inject({ url: `/api/local-tips/search/${encodeURIComponent('garlic shrimp')}` })
    ).json<Answer[]>();
    expect(found).toMatchObject({ titleJa: 'ランチのピーク前にガーリックシュリンプを' });
  });

  it('documents the Japanese fields in the OpenAPI schema', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>();
    const schemaOf = (path: string) => JSON.stringify(document.paths[path]!.get.responses['200']!.content);
    expect(schemaOf('/api/products')).toContain('"nameJa"');
    expect(schemaOf('/api/businesses/{id}')).toContain('"descriptionJa"');
    for (const field of ['titleJa', 'descriptionJa', 'locationJa', 'insiderNoteJa', 'tagsJa'])
      expect(schemaOf('/api/local-tips')).toContain(`"${field}"`);
  });
});
