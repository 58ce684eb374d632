import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const challenge = {
  title: 'Pick up ten pieces at Pipeline',
  titleJa: 'パイプラインでごみを10個拾う',
  description: 'Pick up ten pieces of litter on the sand after a session.',
  descriptionJa: '',
  location: 'Ehukai Beach Park',
  locationJa: 'エフカイ・ビーチパーク',
  requirements: 'Ten pieces of litter\nA photo of your bag',
  requirementsJa: '',
  tips: '',
  tipsJa: '',
  estimatedTime: '15 minutes',
  estimatedTimeJa: '15分',
  categoryId: 1,
  difficulty: 'easy',
  points: 15,
  co2SavedGrams: 0,
  wasteReducedGrams: '200',
};

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
type PublicChallenge = { id: number; title: string; titleJa: string | null; requirements: string[] };
const publicChallenges = async () => {
  await t.settle();
  const response = await t.app.inject({ url: '/api/eco/challenges' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicChallenge[]>();
};

describe('eco challenges kept by admins', () => {
  let id: number;

  it('are added with their Japanese, listed after the samples, and show to visitors', async () => {
    const added = await admin('POST', '/api/admin/catalog/eco-challenges', challenge);
    expect(added.statusCode, added.body).toBe(201);
    id = added.json<{ id: number }>().id;
    const shown = (await publicChallenges()).find((listed) => listed.id === id);
    expect(shown).toMatchObject({
      title: challenge.title,
      titleJa: challenge.titleJa,
      requirements: ['Ten pieces of litter', 'A photo of your bag'],
    });

    const rows = (await admin('GET', '/api/admin/catalog/eco-challenges')).json<
      { id: number; sample: boolean; categoryName: string; missingJapanese: string[]; revision: number }[]
    >();
    expect(rows[0]!.sample).toBe(true);
    expect(rows.at(-1)).toMatchObject({
      id,
      sample: false,
      revision: 0,
      categoryName: expect.any(String),
      missingJapanese: ['description', 'requirements'],
    });
  });

  it('refuse a category that does not exist and a form without requirements, with field errors', async () => {
    const response = await admin('POST', '/api/admin/catalog/eco-challenges', {
      ...challenge,
      categoryId: 987654,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ categoryId: ['Choose one of the eco categories'] });
    const invalid = await admin('POST', '/api/admin/catalog/eco-challenges', {
      ...challenge,
      requirements: '  \n ',
      points: 0,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['points', 'requirements']);
  });

  it('are edited on the revision the form was loaded at: a stale form gets a 409 with the challenge as it is', async () => {
    const edited = await admin('PUT', `/api/admin/catalog/eco-challenges/${id}`, {
      ...challenge,
      points: 20,
      descriptionJa: 'セッションの後に砂浜のごみを10個拾う。',
      expectedRevision: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ revision: 1 });

    const stale = await admin('PUT', `/api/admin/catalog/eco-challenges/${id}`, {
      ...challenge,
      title: 'Mine',
      expectedRevision: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_edit',
      current: { revision: 1, fields: { points: 20 } },
    });
    const [event] = (await t.deps.store.readStream(`eco_challenge-${id}`)).slice(1);
    expect(event).toMatchObject({
      type: 'eco.ChallengeEdited',
      data: {
        changes: { points: 20, descriptionJa: 'セッションの後に砂浜のごみを10個拾う。' },
        previous: { points: 15, descriptionJa: '' },
      },
    });
    expect((await publicChallenges()).find((listed) => listed.id === id)).toMatchObject({ points: 20 });
  });

  it('leave /eco-challenges once retired, and stay in the admin list marked retired', async () => {
    const retired = await admin('POST', `/api/admin/catalog/eco-challenges/${id}/retire`, {
      reason: 'The beach park is closed for works',
    });
    expect(retired.statusCode).toBe(200);
    expect((await publicChallenges()).map((listed) => listed.id)).not.toContain(id);
    // Nor can a visitor start it by calling the API directly.
    const start = await t.app.inject({ method: 'POST', url: `/api/eco/challenges/${id}/start` });
    expect(start.statusCode, start.body).toBe(404);
    const row = (await admin('GET', '/api/admin/catalog/eco-challenges'))
      .json<{ id: number; retired: boolean }[]>()
      .find((listed) => listed.id === id);
    expect(row?.retired).toBe(true);
    const audit = (await admin('GET', `/api/admin/audit?target=eco_challenge-${id}`)).json<
      { action: string; changes: string[] }[]
    >();
    expect(audit.map((entry) => entry.action)).toEqual([
      'eco.ChallengeRetired',
      'eco.ChallengeEdited',
      'eco.ChallengeAdded',
    ]);
    expect(audit[1]!.changes).toEqual(
      expect.arrayContaining([
        'points: 15 → 20',
        'descriptionJa: (none) → セッションの後に砂浜のごみを10個拾う。',
      ]),
    );
    const again = await admin('PUT', `/api/admin/catalog/eco-challenges/${id}`, {
      ...challenge,
      expectedRevision: 2,
    });
    expect(again.statusCode).toBe(409);
  });

  it('are kept by admins only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/eco-challenges',
      payload: challenge,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
