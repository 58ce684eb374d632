import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface BeachAnswer {
  description: string;
  descriptionJa: string | null;
  bestFor: string;
  bestForJa: string | null;
  exposure: { source: string; sourceJa: string | null } | null;
}

describe('the beaches API', () => {
  it('answers each beach in English and, beside it, in Japanese', async () => {
    const waimea = (await t.app.inject({ url: '/api/beaches/3' })).json<BeachAnswer>();
    expect(waimea.description).toMatch(/^A deep, sandy bay/);
    expect(waimea.descriptionJa).toMatch(/^溶岩の岩に囲まれた奥行きのある砂浜の湾/);
    expect(waimea.bestForJa).toBe('冬はビッグウェーブの見学、夏は海水浴とシュノーケリング');
    expect(waimea.exposure?.sourceJa).toMatch(/ショアブレイクのため、さらに低くしています$/);

    const all = (await t.app.inject({ url: '/api/beaches' })).json<BeachAnswer[]>();
    expect(
      all.filter((beach) => !beach.descriptionJa || !beach.bestForJa || !beach.exposure?.sourceJa),
    ).toEqual([]);
  });

  it('documents the Japanese fields in the OpenAPI schema', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
      >;
    }>();
    const schema = JSON.stringify(document.paths['/api/beaches/{id}']!.get.responses['200']!.content);
    expect(schema).toContain('"descriptionJa"');
    expect(schema).toContain('"bestForJa"');
    expect(schema).toContain('"sourceJa"');
  });
});
