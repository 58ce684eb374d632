import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Tip {
  id: number;
  title: string;
  category: string;
  timeOfDay: string;
  cost: string;
  crowdLevel: string;
}

describe('local tips', () => {
  it('lists every seeded tip, or one category', async () => {
    const all = (await t.app.inject({ url: '/api/local-tips' })).json<Tip[]>();
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all[0]).toMatchObject({ id: 1, title: 'Garlic shrimp before the lunch rush', category: 'food' });
    const food = (await t.app.inject({ url: '/api/local-tips?category=food' })).json<Tip[]>();
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((tip) => tip.category === 'food')).toBe(true);
    const bad = await t.app.inject({ url: '/api/local-tips?category=nightlife' });
    expect(bad.statusCode).toBe(400);
  });

  it('searches with Postgres full text, stemming words and ranking the best match first', async () => {
    const response = await t.app.inject({ url: `/api/local-tips/search/${encodeURIComponent('turtles')}` });
    expect(response.statusCode).toBe(200);
    const tips = response.json<Tip[]>();
    expect(tips[0]?.title).toBe('Turtle manners at Laniakea');
    const none = (await t.app.inject({ url: '/api/local-tips/search/xylophone' })).json<Tip[]>();
    expect(none).toEqual([]);
    const blank = await t.app.inject({ url: '/api/local-tips/search/%20%20' });
    expect(blank.statusCode).toBe(400);
  });

  it('recommends the tips that match the most preferences first', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/local-tips/recommendations',
      payload: { category: 'food', timeOfDay: 'morning', cost: 'low', crowdLevel: 'low' },
    });
    expect(response.statusCode).toBe(200);
    const tips = response.json<Tip[]>();
    expect(tips.length).toBeGreaterThan(0);
    expect(tips[0]).toMatchObject({ category: 'food', timeOfDay: 'morning', cost: 'low', crowdLevel: 'low' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/local-tips/recommendations',
      payload: { cost: 'priceless' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.cost).toEqual(['Unknown cost level']);
  });

  it('takes "Any" on every filter to mean any tip, best rated first', async () => {
    const all = (await t.app.inject({ url: '/api/local-tips' })).json<(Tip & { localRating: number })[]>();
    for (const payload of [{}, { category: '', timeOfDay: '', cost: '', crowdLevel: '' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/local-tips/recommendations',
        payload,
      });
      expect(response.statusCode).toBe(200);
      const tips = response.json<(Tip & { localRating: number })[]>();
      expect(tips.map((tip) => tip.id).sort((a, b) => a - b)).toEqual(all.map((tip) => tip.id));
      const ratings = tips.map((tip) => tip.localRating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });
});
