import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

// Every kind of sample the seed adds that visitors see: businesses, products, local tips, eco rewards and challenges.
const allSamples = {
  business: SEED_BUSINESSES.length,
  product: SEED_PRODUCTS.length,
  tip: SEED_LOCAL_TIPS.length,
  eco_reward: SEED_ECO_REWARDS.length,
  eco_challenge: SEED_ECO_CHALLENGES.length,
};

const realBusiness = {
  name: 'Haleiwa Bowls',
  category: 'Food & Drink',
  location: 'Haleiwa',
  description: 'Acai bowls.',
  image: '/images/businesses/food-drink.svg',
  latitude: 21.59,
  longitude: -158.1,
};

describe('retiring all sample data at launch', () => {
  it('counts the samples, retires them all in one audited action, and leaves real entries and reviews', async () => {
    expect((await call(t.app, 'POST', '/api/admin/catalog/businesses', admin, realBusiness)).statusCode).toBe(
      201,
    );
    const review = await call(t.app, 'POST', '/api/reviews', undefined, {
      type: 'business',
      targetId: 1,
      title: 'Great ice',
      content: 'Loved the lilikoi syrup',
      rating: 5,
      authorName: 'Kai',
    });
    expect(review.statusCode, review.body).toBe(201);
    await t.settle();

    const counts = await call(t.app, 'GET', '/api/admin/catalog/samples', admin);
    expect(counts.json()).toEqual(allSamples);
    const noReason = await call(t.app, 'POST', '/api/admin/catalog/samples/retire', admin, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const retired = await call(t.app, 'POST', '/api/admin/catalog/samples/retire', admin, {
      reason: 'Launch: real listings only',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toEqual({ retired: allSamples });
    await t.settle();

    const directory = (await call(t.app, 'GET', '/api/businesses')).json<{ name: string }[]>();
    expect(directory.map((b) => b.name)).toEqual(['Haleiwa Bowls']);
    expect((await call(t.app, 'GET', '/api/products')).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/local-tips')).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/eco/rewards')).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/eco/challenges')).json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/catalog/samples', admin)).json()).toEqual({});
    const again = await call(t.app, 'POST', '/api/admin/catalog/samples/retire', admin, { reason: 'Again' });
    expect(again.statusCode).toBe(409);

    // The sample's review keeps its history, with the business's name.
    const reviews = (await call(t.app, 'GET', '/api/admin/reviews', admin)).json<
      { targetName: string | null }[]
    >();
    expect(reviews.map((r) => r.targetName)).toContain(SEED_BUSINESSES[0]!.name);
    // The action is audited once, and each retirement follows it, caused by it.
    const action = (await call(t.app, 'GET', '/api/admin/audit?type=SampleDataRetired', admin)).json<
      { action: string; changes: string[] }[]
    >();
    expect(action).toHaveLength(1);
    expect(action[0]!.changes).toContain('reason: Launch: real listings only');
    const [retirement] = (await call(t.app, 'GET', '/api/admin/audit?target=business-1', admin)).json<
      { action: string; actorName: string | null }[]
    >();
    expect(retirement).toMatchObject({ action: 'catalog.BusinessRetired' });
  });
});
