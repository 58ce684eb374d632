import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { MailEvent } from '@nsg/domain/mail/mail-message.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const mailEventTypes = new Set<MailEvent['type']>([
  'mail.MessageQueued',
  'mail.MessageSent',
  'mail.MessageFailed',
  'mail.MessageRequeued',
]);

/** The mail outbox's state per message: queued, sent or failed (or requeued), with attempts and the last error. */
export const mailProjection: Projection = {
  name: 'mail',
  tables: ['mail_outbox'],
  eventTypes: mailEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, mailEventTypes)) return;
    const event = recorded;
    const id = event.data.messageId;
    if (event.type === 'mail.MessageQueued') {
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          status: 'queued',
          subject: event.data.subjectSealed ? null : event.data.subject,
          sealed_subject: event.data.subjectSealed ? event.data.subject : null,
          created_at: new Date(event.data.queuedAt),
          attempts: 0,
          person_id: event.data.personId,
          recipient: event.data.to,
        })
        .execute();
    } else if (event.type === 'mail.MessageSent') {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date(event.data.sentAt), attempts: event.data.attempt })
        .where('id', '=', id)
        .execute();
    } else if (event.type === 'mail.MessageRequeued') {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'queued', attempts: 0 })
        .where('id', '=', id)
        .execute();
    } else {
      await db
        .updateTable('mail_outbox')
        .set({
          status: event.data.final ? 'failed' : 'queued',
          attempts: event.data.attempt,
          last_error: event.data.error,
        })
        .where('id', '=', id)
        .execute();
    }
    return { ids: [id], audience: 'admin' };
  }),
};
