import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const reward = {
  title: 'Free paddle with a lesson',
  titleJa: 'レッスン参加でパドル無料',
  description: 'A stand-up paddle for an hour with any surf lesson.',
  descriptionJa: '',
  terms: 'One per visitor.',
  termsJa: '',
  rewardType: 'freebie',
  businessId: 1,
  discountPercent: '',
  discountAmount: '',
  pointsRequired: 40,
  maxRedemptions: 2,
  // Next year's last day: a reward that does not expire while the test runs, whatever the year.
  validUntil: `${new Date().getUTCFullYear() + 1}-12-31`,
};

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
type PublicReward = { id: number; title: string; titleJa: string | null; remaining: number | null };
const publicRewards = async () => {
  await t.settle();
  return (await t.app.inject({ url: '/api/eco/rewards' })).json<PublicReward[]>();
};

describe('rewards kept by admins', () => {
  let id: number;

  it('are added with a partner and a stock, and show to visitors with their Japanese', async () => {
    const added = await admin('POST', '/api/admin/catalog/rewards', reward);
    expect(added.statusCode, added.body).toBe(201);
    id = added.json<{ id: number }>().id;
    expect(id).toBeGreaterThan(0);
    const shown = (await publicRewards()).find((listed) => listed.id === id);
    expect(shown).toMatchObject({ title: reward.title, titleJa: reward.titleJa, remaining: 2 });

    const rows = (await admin('GET', '/api/admin/catalog/rewards')).json<
      { id: number; sample: boolean; partnerName: string; missingJapanese: string[]; revision: number }[]
    >();
    expect(rows[0]!.sample).toBe(true);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      sample: false,
      revision: 0,
      partnerName: expect.any(String),
      missingJapanese: ['description', 'terms'],
    });
  });

  it('refuse a partner that is not in the directory, with a field error', async () => {
    const response = await admin('POST', '/api/admin/catalog/rewards', { ...reward, businessId: 987654 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      businessId: ['Choose a partner business from the directory'],
    });
    const invalid = await admin('POST', '/api/admin/catalog/rewards', {
      ...reward,
      pointsRequired: 0,
      validUntil: 'soon',
    });
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['pointsRequired', 'validUntil']);
  });

  it('are edited on the revision the form was loaded at: a stale form gets a 409 with the reward as it is', async () => {
    const edited = await admin('PUT', `/api/admin/catalog/rewards/${id}`, {
      ...reward,
      maxRedemptions: '',
      expectedRevision: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ revision: 1 });
    expect((await publicRewards()).find((listed) => listed.id === id)).toMatchObject({ remaining: null });

    const stale = await admin('PUT', `/api/admin/catalog/rewards/${id}`, {
      ...reward,
      title: 'Mine',
      expectedRevision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit', current: { revision: 1 } });
    const [event] = (await t.deps.store.readStream(`eco_reward-${id}`)).slice(1);
    expect(event).toMatchObject({
      type: 'eco.RewardEdited',
      data: { changes: { maxRedemptions: null }, previous: { maxRedemptions: 2 } },
    });
  });

  it('leave visitors’ pages once retired, and cannot be redeemed', async () => {
    const retired = await admin('POST', `/api/admin/catalog/rewards/${id}/retire`, {
      reason: 'The shop closed',
    });
    expect(retired.statusCode).toBe(200);
    expect((await publicRewards()).map((listed) => listed.id)).not.toContain(id);
    const visitor = await t.app.inject({ method: 'POST', url: `/api/eco/rewards/${id}/redeem` });
    expect(visitor.json()).toMatchObject({ code: 'reward_not_found' });
    const row = (await admin('GET', '/api/admin/catalog/rewards'))
      .json<{ id: number; retired: boolean }[]>()
      .find((listed) => listed.id === id);
    expect(row?.retired).toBe(true);
  });

  it('are kept by admins only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/rewards',
      payload: reward,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
