import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('admin mail outbox', () => {
  it('lists queued mail to admins only, without recipients', async () => {
    await queueMail(t.deps, {
      to: 'someone@example.com',
      subject: 'Hello from the outbox',
      text: 'Body',
      personId: 'test:1',
      context: { actor: 'system:test', correlationId: 'c' },
    });
    await t.settle();
    expect((await t.app.inject({ url: '/api/admin/mail' })).statusCode).toBe(401);
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const response = await t.app.inject({ url: '/api/admin/mail?status=queued', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      smtpConfigured: boolean;
      messages: { subject: string; status: string }[];
    }>();
    expect(body.messages).toEqual([
      expect.objectContaining({ subject: 'Hello from the outbox', status: 'queued' }),
    ]);
    expect(response.body).not.toContain('someone@example.com');
  });
});
