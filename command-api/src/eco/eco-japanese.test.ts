import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.settle();
});
afterAll(() => t.close());

type Answer = Record<string, unknown>;
const get = async (url: string, cookie?: string) =>
  (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).json<Answer[]>();

/** The `…Ja` fields of an answer that are empty. */
const missingJapanese = (entries: Answer[], fields: string[]) =>
  entries.flatMap((entry) => fields.filter((field) => !entry[field]).map((field) => `${entry.id}:${field}`));

describe('the eco API in Japanese', () => {
  it('answers every seeded category, challenge and reward in English and, beside it, in Japanese', async () => {
    const challenges = await get('/api/eco/challenges');
    expect(challenges.find((challenge) => challenge.id === 7)).toMatchObject({
      title: 'Honu Guardian Hour',
      titleJa: 'ホヌを見守る1時間',
      locationJa: 'Laniākea Beach',
      estimatedTimeJa: '1時間',
      categoryNameJa: '生きものを守る',
    });
    const challengeFields = ['titleJa', 'descriptionJa', 'locationJa', 'requirementsJa', 'tipsJa'];
    expect(missingJapanese(challenges, [...challengeFields, 'estimatedTimeJa', 'categoryNameJa'])).toEqual(
      [],
    );
    expect(missingJapanese(await get('/api/eco/rewards'), ['titleJa', 'descriptionJa', 'termsJa'])).toEqual(
      [],
    );
    expect(missingJapanese(await get('/api/eco/categories'), ['nameJa', 'descriptionJa'])).toEqual([]);
  });

  it('documents the Japanese fields in the OpenAPI schema', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>();
    const schema = (path: string) => JSON.stringify(document.paths[path]!.get.responses['200']!.content);
    expect(schema('/api/eco/challenges')).toContain('"requirementsJa"');
    expect(schema('/api/eco/rewards')).toContain('"termsJa"');
    expect(schema('/api/eco/user/rewards')).toContain('"titleJa"');
  });

  it('says when a challenge completed too soon can be completed as an ISO time, for the visitor’s language', async () => {
    const visitor = (await t.app.inject({ url: '/api/eco/user/stats' })).cookies[0]!;
    const cookie = `${visitor.name}=${visitor.value}`;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/eco/challenges/4/start',
      headers: { cookie },
    });
    expect(started.statusCode).toBe(201);
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: '/api/eco/challenges/4/complete',
      headers: { cookie },
      payload: { notes: '', evidencePhotos: [] },
    });
    expect(tooSoon.statusCode).toBe(409);
    const { code, params, message } = tooSoon.json<{ code: string; params: Answer; message: string }>();
    expect(code).toBe('challenge_too_soon');
    expect(params).toEqual({
      minutes: 30,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const at = Date.parse(String(params.at)) - Date.now();
    expect(at).toBeGreaterThan(29 * 60_000);
    expect(at).toBeLessThanOrEqual(30 * 60_000);
    expect(message).toMatch(/you can complete it from .+ HST, 30 minutes after you started it\.$/);
  });
});
