import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const category = {
  name: 'Reef Care',
  nameJa: 'サンゴ礁を守る',
  description: 'Look after the reefs you swim over.',
  descriptionJa: '',
  icon: 'fish',
  color: '#0e7490',
};

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const publicCategories = async () => {
  await t.settle();
  return (await t.app.inject({ url: '/api/eco/categories' })).json<{ id: number; nameJa: string | null }[]>();
};
const url = '/api/admin/catalog/eco-categories';

describe('eco categories kept by admins', () => {
  let id: number;

  it('are added with their Japanese, listed after the samples, and show to visitors', async () => {
    const added = await admin('POST', url, category);
    expect(added.statusCode, added.body).toBe(201);
    id = added.json<{ id: number }>().id;
    expect((await publicCategories()).find((listed) => listed.id === id)).toMatchObject({
      nameJa: category.nameJa,
    });
    const rows = (await admin('GET', url)).json<
      { id: number; sample: boolean; liveChallenges: number; missingJapanese: string[] }[]
    >();
    expect(rows[0]).toMatchObject({ sample: true, liveChallenges: expect.any(Number) });
    expect(rows.at(-1)).toMatchObject({
      id,
      sample: false,
      liveChallenges: 0,
      missingJapanese: ['description'],
    });
    const invalid = await admin('POST', url, { ...category, color: 'blue' });
    expect(Object.keys(invalid.json().fieldErrors)).toEqual(['color']);
  });

  it('are edited on the revision the form was loaded at: a stale form gets a 409', async () => {
    const edited = await admin('PUT', `${url}/${id}`, {
      ...category,
      name: 'Reef care',
      expectedRevision: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await admin('PUT', `${url}/${id}`, { ...category, name: 'Mine', expectedRevision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit', current: { fields: { name: 'Reef care' } } });
    const [event] = (await t.deps.store.readStream(`eco_category-${id}`)).slice(1);
    expect(event).toMatchObject({
      type: 'eco.CategoryEdited',
      data: { changes: { name: 'Reef care' }, previous: { name: 'Reef Care' } },
    });
  });

  it('cannot be retired while they have live challenges: a field error says so', async () => {
    const refused = await admin('POST', `${url}/1/retire`, { reason: 'Merged' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.reason[0]).toMatch(/live challenges? (is|are) in this category/);
    expect((await publicCategories()).map((listed) => listed.id)).toContain(1);
  });

  it('leave visitors’ pages once retired, and take no new challenges', async () => {
    const retired = await admin('POST', `${url}/${id}/retire`, { reason: 'Folded into Ocean Protection' });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await publicCategories()).map((listed) => listed.id)).not.toContain(id);
    const challenge = await admin('POST', '/api/admin/catalog/eco-challenges', {
      title: 'Snorkel with reef-safe sunscreen',
      description: 'Only mineral sunscreen.',
      location: 'Shark’s Cove',
      requirements: 'Mineral sunscreen',
      estimatedTime: '1 hour',
      categoryId: id,
      difficulty: 'easy',
      points: 5,
      co2SavedGrams: 0,
      wasteReducedGrams: 0,
    });
    expect(challenge.statusCode).toBe(400);
    expect(challenge.json().fieldErrors).toEqual({ categoryId: ['Choose one of the eco categories'] });
  });
});
