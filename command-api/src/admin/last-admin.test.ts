import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../accounts/first-admin.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { LAST_ADMIN_MESSAGE } from './last-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the last active admin, while the read models lag', () => {
  it('cannot be suspended right after the other admin was', async () => {
    const second = await createAdmin(t.deps, 'second-admin@northshoreguide.test', 'another-password');
    await t.settle();
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const firstId = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json<{ id: string }>().id;
    const suspend = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/advertisers/${id}/status`,
        payload: { status: 'suspended' },
        headers: { cookie },
      });
    // The read model still shows both admins active from here on.
    await t.stopProjections();
    expect((await suspend(second.advertiserId)).statusCode).toBe(200);

    const refused = await suspend(firstId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
  });

  it('is decided one suspension at a time: of two admins suspending each other at once, one stays', async () => {
    const app = await startTestApp();
    try {
      const other = await createAdmin(app.deps, 'other-admin@northshoreguide.test', 'another-password');
      await app.settle();
      const first = await loginCookie(app.app, app.admin.email, app.admin.password);
      const second = await loginCookie(app.app, 'other-admin@northshoreguide.test', 'another-password');
      const firstId = (await app.app.inject({ url: '/api/me', headers: { cookie: first } })).json<{
        id: string;
      }>().id;
      const answers = await Promise.all(
        [
          [first, other.advertiserId],
          [second, firstId],
        ].map(([cookie, id]) =>
          app.app.inject({
            method: 'POST',
            url: `/api/admin/advertisers/${id}/status`,
            payload: { status: 'suspended' },
            headers: { cookie: cookie! },
          }),
        ),
      );
      // The other is refused as the last admin (409), or, when the winner's suspension landed before its
      // request was let in, its session has already ended with its account (401).
      const [won, refused] = answers.map((answer) => answer.statusCode).sort();
      expect(won).toBe(200);
      expect([401, 409]).toContain(refused);
      await app.settle();
      const signIns = await Promise.all(
        [
          [app.admin.email, app.admin.password],
          ['other-admin@northshoreguide.test', 'another-password'],
        ].map(([email, password]) =>
          loginCookie(app.app, email!, password!).then(
            () => 'in',
            () => 'out',
          ),
        ),
      );
      expect(signIns.sort()).toEqual(['in', 'out']);
    } finally {
      await app.close();
    }
  });
});
