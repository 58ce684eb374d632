import { streamEvents } from '@nsg/domain/stored-events.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import {
  mailDecider,
  mailStreamId,
  type MailCommand,
  type MailEvent,
  type MailState,
} from '@nsg/domain/mail/mail-message.ts';
import type { EventStore } from '../event-store/event-store.ts';
import { handleCommand } from '../event-store/handle-command.ts';
import type { CommandContext } from '../event-store/new-events.ts';
import { deterministicId, newId } from '../ids.ts';
import type { PersonalDataVault } from '../personal-data/personal-data.ts';

type SealedValue = { personId: string; ciphertext: string };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Whose personal data the recipient, reply-to and body are: erasing that person makes them unreadable. */
  personId: string;
  /** Whose address the reply-to is, when not the same person's. */
  replyToPersonId?: string;
  /** The subject is text the person wrote (a contact message's): sealed with their key like the body. */
  sealSubject?: boolean;
  context: CommandContext;
  /** The same key always gives the same message id, so the same mail is never queued twice. */
  dedupeKey?: string;
}

/**
 * Puts a message in the mail outbox: `mail.MessageQueued` on `mail-<messageId>`, recipient, reply-to
 * and body (and the subject, when the person wrote it) encrypted with the vault. The mail worker sends
 * it when SMTP is configured.
 */
export async function queueMail(
  deps: { store: EventStore; vault: PersonalDataVault },
  mail: OutgoingMail,
): Promise<{
  messageId: string;
  /** False when this message (its dedupe key) was queued before. */ queued: boolean;
}> {
  const messageId = mail.dedupeKey ? deterministicId(`mail:${mail.dedupeKey}`) : newId();
  // Jobs that run every few minutes ask again and again: a known key answers before any encryption.
  if (mail.dedupeKey && (await deps.store.readStream(mailStreamId(messageId))).length > 0)
    return { messageId, queued: false };
  const subjectSealed = mail.sealSubject ?? false;
  const [to, replyTo, text, subject] = await Promise.all([
    deps.vault.encrypt(mail.personId, mail.to.trim()),
    mail.replyTo ? deps.vault.encrypt(mail.replyToPersonId ?? mail.personId, mail.replyTo.trim()) : null,
    deps.vault.encrypt(mail.personId, mail.text),
    subjectSealed ? deps.vault.encrypt(mail.personId, mail.subject) : mail.subject,
  ]);
  const queued = await decideMail(
    deps.store,
    messageId,
    {
      kind: 'QueueMessage',
      message: {
        messageId,
        to,
        replyTo,
        text,
        subject,
        subjectSealed,
        personId: mail.personId,
        ...(mail.replyToPersonId ? { replyToPersonId: mail.replyToPersonId } : {}),
        queuedAt: new Date().toISOString(),
      },
    },
    mail.context,
  );
  return { messageId, queued: queued.length > 0 };
}

/** Runs the mail decider on one message's stream; a concurrent writer means someone else recorded it. */
export async function decideMail(
  store: EventStore,
  messageId: string,
  command: MailCommand,
  context: CommandContext,
): Promise<MailEvent[]> {
  const { events } = await handleCommand(store, mailDecider, mailStreamId(messageId), command, context, {
    onConflict: () => {},
  });
  return events;
}

/** Where the message stands in the log itself (the outbox read model can lag behind it). */
export async function mailStatus(store: EventStore, messageId: string): Promise<MailState['status']> {
  const history = streamEvents<MailEvent>(await store.readStream(mailStreamId(messageId)));
  return foldEvents(mailDecider, history).status;
}

/** The stored message with its personal data opened (null where the person was erased). */
export async function readQueuedMail(
  deps: { store: EventStore; vault: PersonalDataVault },
  messageId: string,
): Promise<{
  to: string | null;
  replyTo: string | null;
  subject: string | null;
  text: string | null;
} | null> {
  const history = streamEvents<MailEvent>(await deps.store.readStream(mailStreamId(messageId)));
  const queued = history.find((event) => event.type === 'mail.MessageQueued');
  if (!queued || queued.type !== 'mail.MessageQueued') return null;
  const { personId, replyToPersonId = personId, subjectSealed } = queued.data;
  const sealed: Partial<Record<'to' | 'text' | 'replyTo' | 'subject', SealedValue>> = {
    to: { personId, ciphertext: queued.data.to },
    text: { personId, ciphertext: queued.data.text },
    ...(queued.data.replyTo
      ? { replyTo: { personId: replyToPersonId, ciphertext: queued.data.replyTo } }
      : {}),
    ...(subjectSealed ? { subject: { personId, ciphertext: queued.data.subject } } : {}),
  };
  const fields = Object.keys(sealed) as (keyof typeof sealed)[];
  const opened = await deps.vault.decryptMany(Object.values(sealed));
  const open = (field: keyof typeof sealed) => opened[fields.indexOf(field)] ?? null;
  return {
    to: open('to'),
    replyTo: open('replyTo'),
    subject: subjectSealed ? open('subject') : queued.data.subject,
    text: open('text'),
  };
}
