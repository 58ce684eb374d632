import { describe, it } from 'vitest';
import { mailStreamId } from '@nsg/domain/mail/mail-message.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { mailProjection } from './mail-projection.ts';

const spec = projectionSpec(mailProjection);

const MESSAGE = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const streamId = mailStreamId(MESSAGE);

const queued: SpecEvent = {
  streamId,
  type: 'mail.MessageQueued',
  data: {
    messageId: MESSAGE,
    to: 'pd1:sealed-recipient',
    replyTo: null,
    text: 'pd1:sealed-body',
    subject: 'Your listing is live',
    subjectSealed: false,
    personId: 'person-1',
    queuedAt: '2026-11-27T18:00:00.000Z',
  },
};
const failed = (attempt: number, final: boolean): SpecEvent => ({
  streamId,
  type: 'mail.MessageFailed',
  data: {
    messageId: MESSAGE,
    attempt,
    error: `421 try again later (${attempt})`,
    failedAt: '2026-11-27T18:05:00.000Z',
    final,
  },
});
const requeued: SpecEvent = {
  streamId,
  type: 'mail.MessageRequeued',
  data: { messageId: MESSAGE, requeuedBy: 'admin:1', requeuedAt: '2026-11-27T19:00:00.000Z' },
};
const sent = (attempt: number): SpecEvent => ({
  streamId,
  type: 'mail.MessageSent',
  data: { messageId: MESSAGE, attempt, sentAt: '2026-11-27T19:01:00.000Z', transportId: 'smtp-1' },
});

describe('the mail projection', () => {
  it('keeps a queued message with its subject and its recipient still sealed', async () => {
    await spec
      .given([])
      .when([queued])
      .then({
        mail_outbox: [
          {
            id: MESSAGE,
            status: 'queued',
            subject: 'Your listing is live',
            sealed_subject: null,
            attempts: 0,
            sent_at: null,
            last_error: null,
            person_id: 'person-1',
            recipient: 'pd1:sealed-recipient',
          },
        ],
      });
  });

  it('keeps a subject its sender wrote only sealed', async () => {
    const contactMail = {
      ...queued,
      data: { ...queued.data, subject: 'pd1:sealed-subject', subjectSealed: true },
    };
    await spec
      .given([])
      .when([contactMail])
      .then({
        mail_outbox: [{ subject: null, sealed_subject: 'pd1:sealed-subject', person_id: 'person-1' }],
      });
  });

  it('keeps a message that failed but will be tried again queued, counting the attempts', async () => {
    await spec
      .given([queued])
      .when([failed(1, false)])
      .then({ mail_outbox: [{ status: 'queued', attempts: 1, last_error: '421 try again later (1)' }] });
  });

  it('shows a message given up on as failed, with its last error', async () => {
    await spec
      .given([queued, failed(1, false)])
      .when([failed(2, true)])
      .then({ mail_outbox: [{ status: 'failed', attempts: 2, last_error: '421 try again later (2)' }] });
  });

  it('gives a requeued message a fresh round of attempts, its last error still shown', async () => {
    await spec
      .given([queued, failed(1, true)])
      .when([requeued])
      .then({ mail_outbox: [{ status: 'queued', attempts: 0, last_error: '421 try again later (1)' }] });
  });

  it('shows a sent message as sent, with when and after how many attempts', async () => {
    await spec
      .given([queued, failed(1, true), requeued])
      .when([sent(1)])
      .then({ mail_outbox: [{ status: 'sent', attempts: 1, sent_at: new Date('2026-11-27T19:01:00Z') }] });
  });

  it('tells admins alone of each step', async () => {
    await spec
      .given([])
      .when([queued, sent(1)])
      .thenAnnounces([
        { ids: [MESSAGE], audience: 'admin' },
        { ids: [MESSAGE], audience: 'admin' },
      ]);
  });
});
