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

interface BeachRow extends Record<string, unknown> {
  id: number;
  name: string;
  revision: number;
  hasLifeguards: boolean;
  exposure: { highFaceFt: number; extremeFaceFt: number; sourceJa?: string } | null;
  safetyFactsEditedAt: string | null;
  missingJapanese: string[];
}
const beachRows = async () =>
  (await call(t.app, 'GET', '/api/admin/catalog/beaches', admin)).json<BeachRow[]>();

/** The form as the admin page sends it back: the row's fields without the list's own. */
const formOf = ({
  id: _id,
  revision: _r,
  sample: _s,
  retired: _x,
  missingJapanese: _m,
  safetyFactsEditedAt: _e,
  ...form
}: BeachRow) => form;

describe('admins keep the beaches and their safety facts', () => {
  it('edits the lifeguards and the exposure the hazard rating reads, and says when', async () => {
    const pipeline = (await beachRows()).find((row) => row.name.startsWith('Banzai Pipeline'))!;
    expect(pipeline.exposure).not.toBeNull();
    const edited = await call(t.app, 'PUT', `/api/admin/catalog/beaches/${pipeline.id}`, admin, {
      ...formOf(pipeline),
      hasLifeguards: false,
      exposure: { ...pipeline.exposure, highFaceFt: 5, extremeFaceFt: 10 },
      expectedRevision: pipeline.revision,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    const after = (await beachRows()).find((row) => row.id === pipeline.id)!;
    expect(after).toMatchObject({ hasLifeguards: false, exposure: { highFaceFt: 5, extremeFaceFt: 10 } });
    expect(Date.parse(after.safetyFactsEditedAt!)).toBeGreaterThan(Date.parse(pipeline.safetyFactsEditedAt!));
    const visitor = (await call(t.app, 'GET', `/api/beaches/${pipeline.id}`)).json<{
      hasLifeguards: boolean;
      exposure: { highFaceFt: number };
    }>();
    expect(visitor).toMatchObject({ hasLifeguards: false, exposure: { highFaceFt: 5 } });

    const audit = (await call(t.app, 'GET', `/api/admin/audit?target=beach-${pipeline.id}`, admin)).json<
      { action: string; changes: string[] }[]
    >();
    expect(audit[0]).toMatchObject({ action: 'catalog.BeachEdited' });
    expect(audit[0]!.changes).toContain('hasLifeguards: true → false');
  });

  it('refuses thresholds out of order, with the field named', async () => {
    const [beach] = await beachRows();
    const response = await call(t.app, 'PUT', `/api/admin/catalog/beaches/${beach!.id}`, admin, {
      ...formOf(beach!),
      exposure: { ...beach!.exposure, highFaceFt: 12, extremeFaceFt: 8 },
      expectedRevision: beach!.revision,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      'exposure.extremeFaceFt': ['Extreme must start above high'],
    });
  });

  it('adds a beach with its exposure, and retires one from the visitor pages', async () => {
    const [template] = await beachRows();
    const added = await call(t.app, 'POST', '/api/admin/catalog/beaches', admin, {
      ...formOf(template!),
      name: 'Chun’s Reef',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    await t.settle();
    expect((await beachRows()).find((row) => row.id === id)).toMatchObject({
      name: 'Chun’s Reef',
      revision: 1,
      exposure: template!.exposure,
    });
    const retired = await call(t.app, 'POST', `/api/admin/catalog/beaches/${id}/retire`, admin, {
      reason: 'Added twice',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    await t.settle();
    expect((await call(t.app, 'GET', `/api/beaches/${id}`)).statusCode).toBe(404);
    const names = (await call(t.app, 'GET', '/api/beaches')).json<{ name: string }[]>().map((b) => b.name);
    expect(names).not.toContain('Chun’s Reef');
  });
});
