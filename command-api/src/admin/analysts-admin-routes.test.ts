import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const analyst = { name: 'Keala Analyst', email: 'keala@analysts.test', password: 'replay-the-log' };

describe('analyst accounts', () => {
  it('are created by an admin, active at once, and the audit log names the admin who did it', async () => {
    const created = await call(t.app, 'POST', '/api/admin/analysts', admin, analyst);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    await t.settle();

    const audit = await call(t.app, 'GET', `/api/admin/audit?target=advertiser-${id}`, admin);
    expect(audit.json()).toEqual([
      expect.objectContaining({ action: 'accounts.AdvertiserRegistered', actorEmail: t.admin.email }),
    ]);
    const list = await call(t.app, 'GET', '/api/admin/analysts', admin);
    expect(list.json()).toEqual([
      expect.objectContaining({ id, name: analyst.name, email: analyst.email, status: 'active' }),
    ]);
    const advertisers = await call(t.app, 'GET', '/api/admin/advertisers', admin);
    expect(advertisers.json<{ id: string }[]>().map((a) => a.id)).not.toContain(id);
  });

  it('sign in like any account and are known as analysts', async () => {
    const cookie = await loginCookie(t.app, analyst.email, analyst.password);
    const me = await call(t.app, 'GET', '/api/me', cookie);
    expect(me.json()).toMatchObject({ email: analyst.email, role: 'analyst', status: 'active' });
  });

  it('answer a second account with the same email, and bad input, with field errors', async () => {
    const again = await call(t.app, 'POST', '/api/admin/analysts', admin, { ...analyst, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toHaveProperty('email');
    const bad = await call(t.app, 'POST', '/api/admin/analysts', admin, {
      name: 'A',
      email: 'no',
      password: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'name', 'password']);
  });

  it('cannot be created by anyone but an admin', async () => {
    const owner = await advertiser(t, 'Mahina');
    const asAdvertiser = await call(t.app, 'POST', '/api/admin/analysts', owner.cookie, {
      ...analyst,
      email: 'mahina-analyst@analysts.test',
    });
    expect(asAdvertiser.statusCode).toBe(403);
    const analystCookie = await loginCookie(t.app, analyst.email, analyst.password);
    const asAnalyst = await call(t.app, 'POST', '/api/admin/analysts', analystCookie, {
      ...analyst,
      email: 'self-made@analysts.test',
    });
    expect(asAnalyst.statusCode).toBe(403);
  });
});
