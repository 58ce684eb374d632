import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const tip = {
  title: 'Sunrise from the pillbox',
  titleJa: 'トーチカから見る日の出',
  description: 'A short steep walk to a view of the whole coast.',
  descriptionJa: '',
  location: 'Pupukea',
  locationJa: 'Pūpūkea',
  insiderNote: 'Bring a headlamp.',
  insiderNoteJa: '',
  tags: 'ocean view, sunrise',
  tagsJa: '海の眺め、日の出',
  category: 'viewpoint',
  timeOfDay: 'morning',
  cost: 'free',
  crowdLevel: 'low',
  difficulty: 'moderate',
  season: 'year_round',
  localRating: 4.5,
  authorName: 'Noelani K.',
  latitude: 21.64,
  longitude: -158.05,
};

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
type PublicTip = { id: number; title: string; tags: string[]; tagsJa: string[]; isVerified: boolean };
const publicTips = async () => {
  await t.settle();
  return (await t.app.inject({ url: '/api/local-tips' })).json<PublicTip[]>();
};

describe('the catalog’s local tips, kept by admins', () => {
  let id: number;

  it('are added with their Japanese, tags as words, and show Verified to visitors', async () => {
    const added = await admin('POST', '/api/admin/catalog/local-tips', tip);
    expect(added.statusCode, added.body).toBe(201);
    id = added.json<{ id: number }>().id;
    expect(id).toBeGreaterThan(19);
    expect((await publicTips()).find((shown) => shown.id === id)).toMatchObject({
      title: tip.title,
      tags: ['ocean_view', 'sunrise'],
      tagsJa: ['海の眺め', '日の出'],
      isVerified: true,
    });
    const list = await admin('GET', '/api/admin/catalog/local-tips');
    expect(list.statusCode, list.body.slice(0, 500)).toBe(200);
    const rows = list.json<{ id: number; sample: boolean; missingJapanese: string[]; tags: string }[]>();
    expect(rows[0]!.sample).toBe(true);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      sample: false,
      tags: 'ocean view, sunrise',
      missingJapanese: ['description', 'insiderNote'],
    });
  });

  it('are edited on the revision the form was loaded at, the edit naming what changed', async () => {
    const edited = await admin('PUT', `/api/admin/catalog/local-tips/${id}`, {
      ...tip,
      category: 'scenic',
      expectedRevision: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await admin('PUT', `/api/admin/catalog/local-tips/${id}`, { ...tip, expectedRevision: 0 });
    expect(stale.statusCode).toBe(409);
    const [, event] = await t.deps.store.readStream(`tip-${id}`);
    expect(event).toMatchObject({
      type: 'catalog.LocalTipEdited',
      data: { changes: { category: 'scenic' }, previous: { category: 'viewpoint' } },
    });
    await t.settle();
    const scenic = (await t.app.inject({ url: '/api/local-tips?category=scenic' })).json<PublicTip[]>();
    expect(scenic.map((shown) => shown.id)).toContain(id);
  });

  it('leave the list and the search once retired', async () => {
    const retired = await admin('POST', `/api/admin/catalog/local-tips/${id}/retire`, {
      reason: 'Trail closed',
    });
    expect(retired.statusCode).toBe(200);
    expect((await publicTips()).map((shown) => shown.id)).not.toContain(id);
    const search = await t.app.inject({ url: '/api/local-tips/search/headlamp' });
    expect(search.json<PublicTip[]>().map((found) => found.id)).not.toContain(id);
  });

  it('answer field errors for a bad form', async () => {
    const response = await admin('POST', '/api/admin/catalog/local-tips', {
      ...tip,
      title: '',
      localRating: 4.2,
      category: 'volcano',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['category', 'localRating', 'title']);
  });
});
