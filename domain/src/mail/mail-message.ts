import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/** After this many failed attempts a message is given up on (status failed). */
export const MAX_MAIL_ATTEMPTS = 5;

export type MessageQueued = DomainEvent<
  'mail.MessageQueued',
  {
    messageId: string;
    /** Recipient, reply-to and body are ciphertext from the personal-data vault, keyed by `personId`. */
    to: string;
    replyTo: string | null;
    text: string;
    /** Ciphertext under `personId` when `subjectSealed` (a subject a person wrote); version 2 on. */
    subject: string;
    subjectSealed: boolean;
    personId: string;
    /** Set when the reply-to address is another person's (a visitor writing to a seller). */
    replyToPersonId?: string;
    queuedAt: string;
  }
>;
export type MessageSent = DomainEvent<
  'mail.MessageSent',
  { messageId: string; attempt: number; sentAt: string; transportId: string | null }
>;
export type MessageFailed = DomainEvent<
  'mail.MessageFailed',
  { messageId: string; attempt: number; error: string; failedAt: string; final: boolean }
>;
/** An admin put a failed message back in the queue: it gets a fresh round of attempts. */
export type MessageRequeued = DomainEvent<
  'mail.MessageRequeued',
  { messageId: string; requeuedBy: string; requeuedAt: string }
>;
export type MailEvent = MessageQueued | MessageSent | MessageFailed | MessageRequeued;

export type MailCommand =
  | { kind: 'QueueMessage'; message: MessageQueued['data'] }
  | { kind: 'RecordSent'; transportId: string | null; now: Date }
  | { kind: 'RecordFailed'; error: string; now: Date }
  | { kind: 'RetryMessage'; by: string; now: Date };

export type MailState =
  { status: 'none' } | { status: 'queued' | 'sent' | 'failed'; messageId: string; attempts: number };

export const mailStreamId = (messageId: string) => `mail-${messageId}`;

/**
 * A message in the outbox. Queuing twice (same id) appends nothing, so a dedupe key makes queuing
 * idempotent; outcomes are recorded only while the message is still queued. Only a message given up
 * on (failed) can be retried.
 */
export const mailDecider: Decider<MailCommand, MailEvent, MailState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'QueueMessage') {
      return state.status === 'none' ? [{ type: 'mail.MessageQueued', data: command.message }] : [];
    }
    if (command.kind === 'RetryMessage') {
      if (state.status === 'none') throw new DomainError('not_found', 'Message not found');
      if (state.status !== 'failed')
        throw new DomainError('conflict', 'Only a failed message can be retried');
      return [
        {
          type: 'mail.MessageRequeued',
          data: { messageId: state.messageId, requeuedBy: command.by, requeuedAt: command.now.toISOString() },
        },
      ];
    }
    if (state.status !== 'queued') return [];
    const attempt = state.attempts + 1;
    if (command.kind === 'RecordSent') {
      return [
        {
          type: 'mail.MessageSent',
          data: {
            messageId: state.messageId,
            attempt,
            sentAt: command.now.toISOString(),
            transportId: command.transportId,
          },
        },
      ];
    }
    return [
      {
        type: 'mail.MessageFailed',
        data: {
          messageId: state.messageId,
          attempt,
          error: command.error.slice(0, 500),
          failedAt: command.now.toISOString(),
          final: attempt >= MAX_MAIL_ATTEMPTS,
        },
      },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'mail.MessageQueued':
        return { status: 'queued', messageId: event.data.messageId, attempts: 0 };
      case 'mail.MessageSent':
        return state.status === 'none' ? state : { ...state, status: 'sent', attempts: event.data.attempt };
      case 'mail.MessageFailed':
        return state.status === 'none'
          ? state
          : { ...state, status: event.data.final ? 'failed' : 'queued', attempts: event.data.attempt };
      case 'mail.MessageRequeued':
        return state.status === 'none' ? state : { ...state, status: 'queued', attempts: 0 };
    }
  },
};
