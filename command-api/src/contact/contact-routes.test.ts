import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CONTACT_EMAIL: 'team@northshoreguide.test' } });
});
afterAll(() => t.close());

const message = {
  name: 'Pua Kealoha',
  email: 'pua@example.com',
  subject: 'Shark sighting sign',
  message: 'The sign at Laniakea is missing since Tuesday.',
};
const send = (payload: object, remoteAddress = '10.8.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('contact page', () => {
  it('requires all four fields with their messages', async () => {
    const response = await send({ name: ' ', email: 'nope', subject: '', message: '' }, '10.8.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const noEmail = await send({ ...message, email: '' }, '10.8.1.2');
    expect(noEmail.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.email).toEqual([
      'Email is required',
    ]);
  });

  it('records the message with all its sender wrote encrypted and queues it to the team', async () => {
    const response = await send(message, '10.8.2.1');
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    const { rows } = await t.database.pool.query<{ type: string; data: unknown }>(
      'select type, data from events where stream_id = $1',
      [`contact-${id}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['contact.MessageReceived']);
    const log = JSON.stringify((await t.database.pool.query('select data from events')).rows);
    expect(log).not.toContain('pua@example.com');
    expect(log).not.toContain('Pua Kealoha');
    await t.settle();
    // The subject is free text the sender wrote: in no event, audit entry or outbox row in clear.
    for (const table of ['events', 'audit_log', 'mail_outbox']) {
      const rows = await t.database.pool.query(`select t::text as row from ${table} t`);
      expect(JSON.stringify(rows.rows)).not.toContain('Shark sighting');
    }
    const queued = await listOutbox(t.deps.db, 'queued');
    const mails = await Promise.all(queued.map((m) => readQueuedMail(t.deps, m.id)));
    // The team's copy opens while the sender exists.
    const mail = mails.find((m) => m?.subject === '[Contact] Shark sighting sign');
    expect(mail).toMatchObject({ to: 'team@northshoreguide.test', replyTo: 'pua@example.com' });
    expect(mail!.text).toContain('The sign at Laniakea is missing since Tuesday.');
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message, '10.8.3.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
