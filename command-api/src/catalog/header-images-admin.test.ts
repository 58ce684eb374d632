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

const URL = '/api/admin/catalog/header-images';
const turtles = { imageUrl: '/images/beaches/waimea.svg', altText: 'Green sea turtles resting on the sand' };
type Shown = { id: number; position: number; imageUrl: string; altText: string; altTextJa: string };
const shown = async () => (await call(t.app, 'GET', '/api/header-images')).json<Shown[]>();
const order = async () =>
  (await call(t.app, 'GET', `${URL}/order`, admin)).json<{ order: number[]; revision: number }>();

describe('the header images admins keep', () => {
  it('starts with the seeded hero picture, in English and Japanese', async () => {
    expect(await shown()).toEqual([
      {
        id: 1,
        position: 1,
        imageUrl: '/images/hero.svg',
        altText: "Oahu's North Shore at sunrise: mountains, palms and rolling surf",
        altTextJa: '朝日に染まるオアフ島ノースショア：山並み、ヤシの木、打ち寄せる波',
      },
    ]);
    const [hero] = (await call(t.app, 'GET', URL, admin)).json<{ sample: boolean }[]>();
    expect(hero).toMatchObject({ sample: true, missingJapanese: [] });
  });

  it('adds one last, moves it first, and answers a second admin’s reorder with a conflict', async () => {
    const added = await call(t.app, 'POST', URL, admin, turtles);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    await t.settle();
    expect((await shown()).map((image) => [image.id, image.position])).toEqual([
      [1, 1],
      [id, 2],
    ]);
    const rows = (await call(t.app, 'GET', URL, admin)).json<{ id: number; missingJapanese: string[] }[]>();
    expect(rows.find((row) => row.id === id)!.missingJapanese).toEqual(['altText']);

    const { revision } = await order();
    const moved = await call(t.app, 'PUT', `${URL}/order`, admin, {
      order: [id, 1],
      expectedRevision: revision,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await call(t.app, 'PUT', `${URL}/order`, admin, {
      order: [1, id],
      expectedRevision: revision,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'stale_edit',
      message: expect.stringContaining('Someone else changed the order'),
      current: { order: [id, 1] },
    });
    await t.settle();
    expect((await shown()).map((image) => [image.id, image.position])).toEqual([
      [id, 1],
      [1, 2],
    ]);

    const audit = (await call(t.app, 'GET', '/api/admin/audit?target=header_image_order-home', admin)).json<
      { action: string; targetName: string; changes: string[] }[]
    >();
    expect(audit[0]).toMatchObject({
      action: 'catalog.HeaderImagesReordered',
      targetName: 'Header images of the home page',
      changes: [`order: #1 → #${id}, #1`],
    });
  });

  it('edits an alt text on the revision its form was loaded at, and retires an image', async () => {
    const { id } = (await call(t.app, 'POST', URL, admin, turtles)).json<{ id: number }>();
    const edit = { ...turtles, altTextJa: '砂浜で休むアオウミガメ', expectedRevision: 0 };
    expect((await call(t.app, 'PUT', `${URL}/${id}`, admin, edit)).statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', `${URL}/${id}`, admin, { ...edit, altText: 'Turtles' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { revision: 1, fields: { altTextJa: edit.altTextJa } } });

    const retired = await call(t.app, 'POST', `${URL}/${id}/retire`, admin, { reason: 'Blurry' });
    expect(retired.statusCode, retired.body).toBe(200);
    await t.settle();
    expect((await shown()).map((image) => image.id)).not.toContain(id);
    expect((await shown()).map((image) => image.position)).toEqual([1, 2]);
    const audit = (await call(t.app, 'GET', `/api/admin/audit?target=header_image-${id}`, admin)).json<
      { action: string; targetName: string; changes: string[] }[]
    >();
    expect(audit.map((entry) => entry.action)).toEqual([
      'catalog.HeaderImageRetired',
      'catalog.HeaderImageEdited',
      'catalog.HeaderImageAdded',
    ]);
    expect(audit[1]).toMatchObject({
      targetName: turtles.altText,
      changes: ['altTextJa: (none) → 砂浜で休むアオウミガメ'],
    });
  });

  it('answers bad input with field errors', async () => {
    const empty = await call(t.app, 'POST', URL, admin, { imageUrl: 'https://example.com/x.png' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'altText',
      'imageUrl',
    ]);
    const twice = await call(t.app, 'PUT', `${URL}/order`, admin, { order: [1, 1], expectedRevision: 0 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fieldErrors: { order: ['List each header image once'] } });
    const unknown = await call(t.app, 'PUT', `${URL}/order`, admin, {
      order: [1, 999],
      expectedRevision: (await order()).revision,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { order: ['No header image 999 is shown'] } });
  });
});
