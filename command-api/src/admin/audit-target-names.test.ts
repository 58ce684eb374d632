import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
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

const targetName = async (target: string, lang?: string) => {
  const query = `target=${target}&activity=all${lang ? `&lang=${lang}` : ''}`;
  const response = await call(t.app, 'GET', `/api/admin/audit?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  const entry = response
    .json<{ target: string; targetName: string | null }[]>()
    .find((e) => e.target === target);
  return entry?.targetName;
};

const tip = SEED_LOCAL_TIPS[0]!;
const reward = SEED_ECO_REWARDS[0]!;
const challenge = SEED_ECO_CHALLENGES[0]!;
const category = SEED_ECO_CATEGORIES[0]!;
const product = SEED_PRODUCTS.find((p) => p.nameJa)!;

describe('audit log target names', () => {
  it('name the local tip, eco reward, eco challenge and eco category an entry changed', async () => {
    expect(await targetName(`tip-${tip.id}`)).toBe(tip.title);
    expect(await targetName(`eco_reward-${reward.id}`)).toBe(reward.title);
    expect(await targetName(`eco_challenge-${challenge.id}`)).toBe(challenge.title);
    expect(await targetName(`eco_category-${category.id}`)).toBe(category.name);
  });

  it("are in the admin's language where the name has a Japanese version", async () => {
    expect(await targetName(`eco_reward-${reward.id}`, 'ja')).toBe(reward.titleJa);
    expect(await targetName(`eco_challenge-${challenge.id}`, 'ja')).toBe(challenge.titleJa);
    expect(await targetName(`eco_category-${category.id}`, 'ja')).toBe(category.nameJa);
    expect(await targetName(`tip-${tip.id}`, 'ja')).toBe(tip.titleJa ?? tip.title);
    expect(await targetName(`product-${product.id}`, 'ja')).toBe(product.nameJa);
    expect(await targetName(`product-${product.id}`, 'en')).toBe(product.name);
  });

  it('are what a target search finds: catalog entries in either language, eco entries by their challenge', async () => {
    const targetsFound = async (text: string, lang?: string) => {
      const query = `target=${encodeURIComponent(text)}&activity=all${lang ? `&lang=${lang}` : ''}`;
      const response = await call(t.app, 'GET', `/api/admin/audit?${query}&limit=200`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ target: string; targetName: string | null }[]>();
    };
    const visitor = (await t.app.inject({ url: '/api/eco/user/stats' })).cookies[0]!;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/eco/challenges/${challenge.id}/start`,
      headers: { cookie: `${visitor.name}=${visitor.value}` },
    });
    expect(started.statusCode).toBe(201);
    await t.settle();

    const tipEntries = await targetsFound(tip.title.slice(0, 12));
    expect(tipEntries.map((e) => e.target)).toContain(`tip-${tip.id}`);
    const productEntries = await targetsFound(product.nameJa!.slice(0, 4), 'ja');
    expect(productEntries.map((e) => e.target)).toContain(`product-${product.id}`);
    // A visitor's eco stream is anonymous; its entries go by the challenge they are about.
    const ecoEntries = await targetsFound(challenge.title);
    expect(ecoEntries.map((e) => e.target)).toContain(`eco_challenge-${challenge.id}`);
    expect(ecoEntries.find((e) => e.target.startsWith('eco-'))?.targetName).toBe(challenge.title);
    const rewardEntries = await targetsFound(reward.titleJa!.slice(0, 4));
    expect(rewardEntries.map((e) => e.target)).toContain(`eco_reward-${reward.id}`);
  });
});
