import { sql, type Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { decideMail, mailStatus, readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import type { PersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { listQueuedMessageIds } from '@nsg/projections/mail/mail-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';

export interface MailSenderDeps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
  vault: PersonalDataVault;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  logger: Logger;
}

const context = (): CommandContext => ({ actor: 'system:mail-worker', correlationId: crypto.randomUUID() });

/**
 * One pass over the outbox: every queued message is sent and its outcome recorded as an event
 * (`mail.MessageSent`, or `mail.MessageFailed` which keeps it queued until the last attempt).
 */
export async function sendQueuedMail(deps: MailSenderDeps): Promise<{ sent: number; failed: number }> {
  // One pass at a time over all worker processes: a job started again while an earlier run still sends
  // (its Redis lock lost in an outage) leaves the messages to it instead of sending them alongside.
  return deps.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${SENDER_LOCK})) as locked`.execute(connection);
    if (!rows[0]?.locked) return { sent: 0, failed: 0 };
    try {
      return await sendPass(deps);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${SENDER_LOCK}))`.execute(connection).catch(() => {});
    }
  });
}

const SENDER_LOCK = 'mail-sender';

async function sendPass(deps: MailSenderDeps): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const messageId of await listQueuedMessageIds(deps.db)) {
    // Sent by an earlier pass whose outcome the outbox does not show yet: never send twice.
    if ((await mailStatus(deps.store, messageId)) !== 'queued') continue;
    const mail = await readQueuedMail(deps, messageId);
    if (!mail) continue;
    if (!mail.to || mail.text === null || mail.subject === null) {
      await decideMail(
        deps.store,
        messageId,
        { kind: 'RecordFailed', error: 'Recipient was erased', now: new Date() },
        context(),
      );
      failed++;
      continue;
    }
    try {
      const info = await deps.transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await decideMail(
        deps.store,
        messageId,
        {
          kind: 'RecordSent',
          transportId: typeof info.messageId === 'string' ? info.messageId : null,
          now: new Date(),
        },
        context(),
      );
      sent++;
    } catch (error) {
      deps.logger.warn('mail send failed', { messageId, error: String(error) });
      await decideMail(
        deps.store,
        messageId,
        { kind: 'RecordFailed', error: String(error), now: new Date() },
        context(),
      );
      failed++;
    }
  }
  return { sent, failed };
}
