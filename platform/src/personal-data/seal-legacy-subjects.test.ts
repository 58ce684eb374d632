import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailStreamId } from '@nsg/domain/mail/mail-message.ts';
import { createDb } from '../db.ts';
import { testEvent } from '../event-store/event-store-contract.ts';
import { createPostgresEventStore } from '../event-store/postgres-event-store.ts';
import { readQueuedMail } from '../mail/mail-outbox.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPersonalDataVault } from './personal-data.ts';
import { sealLegacySubjects } from './seal-legacy-subjects.ts';

describe('sealing the subjects of contact messages written before subjects were sealed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('seals them under the sender key, redacts those of erased senders, leaves other mail, and runs once', async () => {
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const sender = `contact:${randomUUID()}`;
    const erasedSender = `contact:${randomUUID()}`;
    const mailId = randomUUID();
    const otherMailId = randomUUID();
    const queued = async (personId: string, subject: string, messageId = mailId) =>
      testEvent('mail.MessageQueued', {
        messageId,
        to: await vault.encrypt(personId, 'team@northshoreguide.test'),
        replyTo: null,
        text: await vault.encrypt(personId, 'Can we walk the reef at low tide?'),
        subject,
        personId,
        queuedAt: new Date().toISOString(),
      });
    const legacy = [
      [
        `contact-${randomUUID()}`,
        testEvent('contact.MessageReceived', { personId: sender, subject: 'Reef walk' }),
      ],
      [mailStreamId(mailId), await queued(sender, '[Contact] Reef walk')],
      [
        `contact-${randomUUID()}`,
        testEvent('contact.MessageReceived', { personId: erasedSender, subject: 'Lost fin' }),
      ],
      [mailStreamId(otherMailId), await queued('advertiser:1', 'Your campaign is live', otherMailId)],
      [`erasure-${randomUUID()}`, testEvent('personal-data.PersonErased', { personIds: [erasedSender] })],
    ] as const;
    for (const [stream, event] of legacy) await store.append(stream, [event], { expectedRevision: 'any' });

    expect(await sealLegacySubjects(createDb<unknown>(database.pool))).toBe(3);

    const text = JSON.stringify((await database.pool.query('select data from events')).rows);
    for (const subject of ['Reef walk', 'Lost fin']) expect(text).not.toContain(subject);
    expect(text).toContain('Your campaign is live');
    const { rows } = await database.pool.query<{ data: { subject: string; subjectSealed: boolean } }>(
      `select data from events where type = 'contact.MessageReceived' order by global_position`,
    );
    expect(await vault.decrypt(sender, rows[0]!.data.subject)).toBe('Reef walk');
    expect(rows[1]!.data).toMatchObject({ subject: '[erased]', subjectSealed: true });
    expect((await readQueuedMail({ store, vault }, mailId))?.subject).toBe('[Contact] Reef walk');
    // A first-version message of our own reads as it was written: its subject was never sealed.
    expect((await readQueuedMail({ store, vault }, otherMailId))?.subject).toBe('Your campaign is live');

    expect(await sealLegacySubjects(createDb<unknown>(database.pool))).toBe(0);
    await store.close();
  });
});
