import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const realBusiness = {
  name: 'Haleiwa Bowls',
  category: 'Food & Drink',
  location: 'Haleiwa',
  description: 'Acai bowls with local fruit, a short walk from the harbor.',
  descriptionJa: '',
  image: '/images/businesses/food-drink.svg',
  latitude: '21.5928',
  longitude: '-158.1034',
  phone: '(808) 637-0000',
  website: 'https://haleiwabowls.example',
};

interface AdminRow {
  id: number;
  name: string;
  revision: number;
  sample: boolean;
  retired: boolean;
  missingJapanese: string[];
}
const adminRows = async () => {
  const response = await call(t.app, 'GET', '/api/admin/catalog/businesses', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminRow[]>();
};
const visitorNames = async (query = '') =>
  (await call(t.app, 'GET', `/api/businesses${query}`)).json<{ name: string }[]>().map((b) => b.name);
const audit = async (target: string) =>
  (await call(t.app, 'GET', `/api/admin/audit?target=${target}`, admin)).json<
    { action: string; targetName: string | null; changes: string[] }[]
  >();

async function addBusiness(fields = realBusiness) {
  const added = await call(t.app, 'POST', '/api/admin/catalog/businesses', admin, fields);
  expect(added.statusCode, added.body).toBe(201);
  await t.settle();
  return added.json<{ id: number; revision: number }>();
}

describe('admins keep the business directory', () => {
  it('adds a real business that visitors then find, in the list after the samples', async () => {
    const { id, revision } = await addBusiness();
    expect(revision).toBe(0);
    expect(await visitorNames('?search=acai')).toContain('Haleiwa Bowls');
    const rows = await adminRows();
    expect(rows.find((row) => row.id === id)).toMatchObject({
      name: 'Haleiwa Bowls',
      sample: false,
      retired: false,
      missingJapanese: ['name', 'description'],
    });
    expect(rows.findIndex((row) => row.id === id)).toBe(rows.findLastIndex((row) => row.sample) + 1);
    const [entry] = await audit(`business-${id}`);
    expect(entry).toMatchObject({ action: 'catalog.BusinessAdded', targetName: 'Haleiwa Bowls' });
  });

  it('answers bad fields with field errors', async () => {
    const response = await call(t.app, 'POST', '/api/admin/catalog/businesses', admin, {
      ...realBusiness,
      name: ' ',
      category: 'Bakery',
      image: 'https://tracker.example/pixel.png',
      latitude: 'north',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'category',
      'image',
      'latitude',
      'name',
    ]);
  });

  it('edits on the revision the form was loaded at; a second admin on the same revision gets a 409 with the current entry', async () => {
    const { id } = await addBusiness({ ...realBusiness, name: 'Waialua Coffee Stop' });
    const first = await call(t.app, 'PUT', `/api/admin/catalog/businesses/${id}`, admin, {
      ...realBusiness,
      name: 'Waialua Coffee Stop',
      descriptionJa: 'ハーバーから歩いてすぐのアサイーボウル。',
      expectedRevision: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id, revision: 1 });

    const second = await call(t.app, 'PUT', `/api/admin/catalog/businesses/${id}`, admin, {
      ...realBusiness,
      name: 'Waialua Coffee',
      expectedRevision: 0,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'stale_edit',
      message: expect.stringContaining('Someone else saved this while you were editing it'),
      current: {
        revision: 1,
        retired: false,
        fields: { name: 'Waialua Coffee Stop', descriptionJa: 'ハーバーから歩いてすぐのアサイーボウル。' },
      },
    });
    await t.settle();
    expect((await adminRows()).find((row) => row.id === id)).toMatchObject({
      name: 'Waialua Coffee Stop',
      revision: 1,
      // The description was given its Japanese; the name still has none.
      missingJapanese: ['name'],
    });
    const [edit] = await audit(`business-${id}`);
    expect(edit).toMatchObject({
      action: 'catalog.BusinessEdited',
      changes: ['descriptionJa: (none) → ハーバーから歩いてすぐのアサイーボウル。'],
    });
  });

  it('retires a sample: gone from the directory, its page and searches, kept in the admin list and audit log', async () => {
    const sample = (await adminRows()).find((row) => row.name === 'Kaiaka Shave Ice')!;
    expect(sample.sample).toBe(true);
    expect(
      (await call(t.app, 'POST', `/api/admin/catalog/businesses/${sample.id}/retire`, admin, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    const retired = await call(t.app, 'POST', `/api/admin/catalog/businesses/${sample.id}/retire`, admin, {
      reason: 'Sample data: the real shave ice shop is listed now',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    await t.settle();
    expect(await visitorNames()).not.toContain('Kaiaka Shave Ice');
    expect(await visitorNames('?search=shave')).not.toContain('Kaiaka Shave Ice');
    expect((await call(t.app, 'GET', `/api/businesses/${sample.id}`)).statusCode).toBe(404);
    expect((await adminRows()).find((row) => row.id === sample.id)).toMatchObject({ retired: true });
    const again = await call(t.app, 'POST', `/api/admin/catalog/businesses/${sample.id}/retire`, admin, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
    const edit = await call(t.app, 'PUT', `/api/admin/catalog/businesses/${sample.id}`, admin, {
      ...realBusiness,
      expectedRevision: (await adminRows()).find((row) => row.id === sample.id)!.revision,
    });
    expect(edit.statusCode).toBe(409);
    const [entry] = await audit(`business-${sample.id}`);
    expect(entry).toMatchObject({
      action: 'catalog.BusinessRetired',
      targetName: 'Kaiaka Shave Ice',
      changes: ['status: active → retired', 'reason: Sample data: the real shave ice shop is listed now'],
    });
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/catalog/businesses')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/admin/catalog/businesses', undefined, realBusiness)).statusCode,
    ).toBe(401);
  });
});
