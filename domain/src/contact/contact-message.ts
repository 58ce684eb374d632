import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be under ${max} characters`);

/** The contact page form (spec 001 sections 2 and 5): all four fields required. */
export const contactMessageSchema = z.object({
  name: required('Name', 100),
  email: z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  subject: required('Subject', 200),
  message: required('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export type ContactMessageReceived = DomainEvent<
  'contact.MessageReceived',
  {
    messageId: string;
    /** Name, email and message are ciphertext from the vault under `personId`. */
    name: string;
    email: string;
    message: string;
    /** Ciphertext too when `subjectSealed` (version 2 on); in clear in earlier messages. */
    subject: string;
    subjectSealed: boolean;
    personId: string;
    receivedAt: string;
  }
>;
export type ContactEvent = ContactMessageReceived;

export type ContactCommand = {
  kind: 'ReceiveMessage';
  messageId: string;
  /** Every field the sender wrote, as ciphertext under `personId`. */
  encrypted: { name: string; email: string; subject: string; message: string };
  personId: string;
  now: Date;
};
export type ContactState = { received: boolean };

export const contactStreamId = (messageId: string) => `contact-${messageId}`;

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: () => ({ received: false }),
  decide(command, state) {
    if (state.received)
      throw new DomainError('conflict', 'This message was already received', undefined, {
        code: 'message_already_received',
      });
    return [
      {
        type: 'contact.MessageReceived',
        data: {
          messageId: command.messageId,
          ...command.encrypted,
          subjectSealed: true,
          personId: command.personId,
          receivedAt: command.now.toISOString(),
        },
      },
    ];
  },
  evolve: () => ({ received: true }),
};
