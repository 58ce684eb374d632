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

const wax = {
  name: 'Reef-safe Surf Wax',
  description: 'Made on the North Shore from beeswax and coconut oil.',
  price: 650,
  image: '/images/products/surf-gear.svg',
  category: 'Surf Gear',
};
const shopNames = async () =>
  (await call(t.app, 'GET', '/api/products')).json<{ name: string; nameJa: string | null }[]>();

describe('admins keep the shop’s products', () => {
  it('adds, edits with its Japanese name and retires a product; the samples are listed first', async () => {
    const added = await call(t.app, 'POST', '/api/admin/catalog/products', admin, wax);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    await t.settle();
    const rows = (await call(t.app, 'GET', '/api/admin/catalog/products', admin)).json<
      { id: number; sample: boolean; missingJapanese: string[] }[]
    >();
    expect(rows[0]!.sample).toBe(true);
    expect(rows.at(-1)).toMatchObject({ id, sample: false, missingJapanese: ['name', 'description'] });

    const edited = await call(t.app, 'PUT', `/api/admin/catalog/products/${id}`, admin, {
      ...wax,
      nameJa: 'リーフセーフ・サーフワックス',
      price: 700,
      expectedRevision: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    expect((await shopNames()).find((p) => p.name === wax.name)).toMatchObject({
      nameJa: 'リーフセーフ・サーフワックス',
      price: 700,
    });
    const stale = await call(t.app, 'PUT', `/api/admin/catalog/products/${id}`, admin, {
      ...wax,
      expectedRevision: 0,
    });
    expect(stale.statusCode).toBe(409);

    const retired = await call(t.app, 'POST', `/api/admin/catalog/products/${id}/retire`, admin, {
      reason: 'No longer made',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    await t.settle();
    expect((await shopNames()).map((p) => p.name)).not.toContain(wax.name);
    const audit = (await call(t.app, 'GET', `/api/admin/audit?target=product-${id}`, admin)).json<
      { action: string; targetName: string; changes: string[] }[]
    >();
    expect(audit.map((entry) => entry.action)).toEqual([
      'catalog.ProductRetired',
      'catalog.ProductEdited',
      'catalog.ProductAdded',
    ]);
    expect(audit[1]!.changes).toEqual(['price: 650 → 700', 'nameJa: (none) → リーフセーフ・サーフワックス']);
  });
});
