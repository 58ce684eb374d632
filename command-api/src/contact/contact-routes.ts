import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactDecider,
  contactMessageSchema,
  contactStreamId,
} from '@nsg/domain/contact/contact-message.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { linkEmail } from '../personal-data/person-links.ts';

/**
 * The contact page: the message is recorded with all its sender wrote encrypted under their key, and
 * queued to the team's inbox (whose copy opens while the sender is not erased).
 */
export function contactRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['contact'],
          body: contactMessageSchema,
          response: { 202: z.object({ id: z.string(), status: z.literal('queued') }) },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const context = commandContext(request);
        const messageId = context.idempotencyKey
          ? deterministicId(`contact:${context.idempotencyKey}`)
          : newId();
        const personId = `contact:${messageId}`;
        const { name, email, subject, message } = request.body;
        await linkEmail(deps, email, personId);
        const [encryptedName, encryptedEmail, encryptedSubject, encryptedMessage] =
          await deps.vault.encryptAll(personId, [name, email, subject, message] as const);
        await executeCommand(
          deps.store,
          contactDecider,
          contactStreamId(messageId),
          {
            kind: 'ReceiveMessage',
            messageId,
            encrypted: {
              name: encryptedName,
              email: encryptedEmail,
              subject: encryptedSubject,
              message: encryptedMessage,
            },
            personId,
            now: deps.clock.now(),
          },
          context,
        );
        await queueMail(deps, {
          to: deps.config.CONTACT_EMAIL,
          replyTo: email,
          subject: `[Contact] ${subject}`,
          text: `From: ${name} <${email}>\n\n${message}`,
          personId,
          sealSubject: true,
          context: { ...context, causationId: messageId },
          dedupeKey: `contact:${messageId}`,
        });
        return reply.code(202).send({ id: messageId, status: 'queued' as const });
      },
    );
  };
}
