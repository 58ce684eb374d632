import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '@nsg/domain/mail/mail-message.ts';
import { decideMail, queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let advertiser: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  await t.app.inject({
    method: 'POST',
    url: '/api/advertisers/register',
    payload: { name: 'Kimo', email: 'kimo@shop.test', password: 'secret1', companyName: 'Kimo Surf' },
  });
  await t.settle();
  advertiser = await loginCookie(t.app, 'kimo@shop.test', 'secret1');
});
afterAll(() => t.close());

const context = { actor: 'system:test', correlationId: 'c' };
interface OutboxMessage {
  id: string;
  subject: string;
  status: string;
  to: string | null;
  attempts: number;
  lastError: string | null;
}
const outbox = async (query = '') => {
  const response = await t.app.inject({ url: `/api/admin/mail${query}`, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json<{ smtpConfigured: boolean; messages: OutboxMessage[] }>();
};
const queue = (subject: string, to: string, personId: string) =>
  queueMail(t.deps, {
    to,
    replyTo: 'visitor@example.com',
    subject,
    text: `Body of ${subject}`,
    personId,
    context,
  });
async function failForGood(messageId: string) {
  for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
    await decideMail(
      t.deps.store,
      messageId,
      { kind: 'RecordFailed', error: 'ECONNREFUSED', now: new Date() },
      context,
    );
  }
}

describe('admin mail outbox', () => {
  it('keeps the outbox, its messages and retries to admins', async () => {
    const { messageId } = await queue('Private', 'someone@example.com', 'test:private');
    await t.settle();
    for (const [method, url] of [
      ['GET', '/api/admin/mail'],
      ['GET', `/api/admin/mail/${messageId}`],
      ['POST', `/api/admin/mail/${messageId}/retry`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const forbidden = await t.app.inject({ method, url, headers: { cookie: advertiser } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.body).not.toContain('someone@example.com');
    }
  });

  it('lists messages with their recipients decrypted, by status, and [erased] for erased people', async () => {
    const { messageId } = await queue('Hello from the outbox', 'someone@example.com', 'test:hello');
    const erased = await queue('Erased one', 'gone@example.com', 'test:gone');
    await t.deps.vault.erase('test:gone');
    await t.settle();

    const { smtpConfigured, messages } = await outbox('?status=queued');
    expect(smtpConfigured).toBe(false);
    expect(messages.find((m) => m.id === messageId)).toEqual(
      expect.objectContaining({
        subject: 'Hello from the outbox',
        status: 'queued',
        to: 'someone@example.com',
      }),
    );
    expect(messages.find((m) => m.id === erased.messageId)?.to).toBe('[erased]');
    expect((await outbox('?status=sent')).messages).toEqual([]);
    const bad = await t.app.inject({ url: '/api/admin/mail?status=lost', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows one message with reply-to and body', async () => {
    const { messageId } = await queue('Show me', 'reader@example.com', 'test:show');
    const response = await t.app.inject({ url: `/api/admin/mail/${messageId}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: messageId,
      to: 'reader@example.com',
      replyTo: 'visitor@example.com',
      subject: 'Show me',
      text: 'Body of Show me',
    });
    const missing = await t.app.inject({
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('retries a failed message: it is queued again with a fresh round of attempts', async () => {
    const { messageId } = await queue('Bounced', 'bounce@example.com', 'test:bounce');
    const retry = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/mail/${messageId}/retry`, headers: { cookie: admin } });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Only a failed message can be retried');

    await failForGood(messageId);
    await t.settle();
    expect((await outbox('?status=failed')).messages).toEqual([
      expect.objectContaining({
        id: messageId,
        status: 'failed',
        attempts: MAX_MAIL_ATTEMPTS,
        lastError: 'ECONNREFUSED',
      }),
    ]);

    const retried = await retry();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: messageId, status: 'queued' });
    await t.settle();
    expect((await outbox('?status=failed')).messages).toEqual([]);
    expect((await outbox('?status=queued')).messages.find((m) => m.id === messageId)).toEqual(
      expect.objectContaining({ status: 'queued', attempts: 0 }),
    );
    expect((await retry()).statusCode).toBe(409);
  });
});
