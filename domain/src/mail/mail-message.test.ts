import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { MAX_MAIL_ATTEMPTS, mailDecider, type MailEvent, type MessageQueued } from './mail-message.ts';

const spec = deciderSpec(mailDecider);
const now = new Date('2026-05-01T12:00:00.000Z');
const queued: MessageQueued = {
  type: 'mail.MessageQueued',
  data: {
    messageId: 'm1',
    to: 'cipher-to',
    replyTo: null,
    text: 'cipher-text',
    subject: 'Hello',
    subjectSealed: false,
    personId: 'contact:1',
    queuedAt: '2026-05-01T10:00:00.000Z',
  },
};
const failedAt = new Date('2026-05-01T11:00:00.000Z');
const failure = (attempt: number): MailEvent => ({
  type: 'mail.MessageFailed',
  data: {
    messageId: 'm1',
    attempt,
    error: 'connection refused',
    failedAt: failedAt.toISOString(),
    final: attempt >= MAX_MAIL_ATTEMPTS,
  },
});
const givenUp = [queued, ...Array.from({ length: MAX_MAIL_ATTEMPTS }, (_, i) => failure(i + 1))];
const retry = { kind: 'RetryMessage', by: 'admin:a1', now } as const;

describe('mail decider', () => {
  it('gives a message up after the last failed attempt', () => {
    spec
      .given(givenUp.slice(0, -1))
      .when({ kind: 'RecordFailed', error: 'connection refused', now: failedAt })
      .then([failure(MAX_MAIL_ATTEMPTS)]);
  });

  it('requeues a failed message on retry, which then gets a fresh round of attempts', () => {
    spec
      .given(givenUp)
      .when(retry)
      .then([
        {
          type: 'mail.MessageRequeued',
          data: { messageId: 'm1', requeuedBy: 'admin:a1', requeuedAt: now.toISOString() },
        },
      ]);
    const requeued: MailEvent = {
      type: 'mail.MessageRequeued',
      data: { messageId: 'm1', requeuedBy: 'admin:a1', requeuedAt: now.toISOString() },
    };
    spec
      .given([...givenUp, requeued])
      .when({ kind: 'RecordFailed', error: 'connection refused', now: failedAt })
      .then([failure(1)]);
  });

  it('retries only failed messages', () => {
    spec.given([]).when(retry).thenThrows('not_found');
    spec.given([queued]).when(retry).thenThrows('conflict', 'Only a failed message can be retried');
    spec.given(givenUp.slice(0, 3)).when(retry).thenThrows('conflict');
    spec
      .given([
        queued,
        {
          type: 'mail.MessageSent',
          data: { messageId: 'm1', attempt: 1, sentAt: now.toISOString(), transportId: null },
        },
      ])
      .when(retry)
      .thenThrows('conflict');
  });
});
