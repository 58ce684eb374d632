import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailDecider, mailStreamId } from '@nsg/domain/mail/mail-message.ts';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';

const outboxQuery = z.object({
  status: z.enum(['queued', 'sent', 'failed'], 'Status must be one of queued, sent, failed').optional(),
});

/**
 * The mail outbox for admins: what was queued, sent or given up on, with recipients (and subjects a
 * person wrote) decrypted; one
 * message with its body (what `npm run mail -- show` prints); and retrying a failed message.
 */
const outboxView = z.object({
  smtpConfigured: z.boolean(),
  messages: z.array(
    z.object({
      id: z.string(),
      status: z.string().describe('queued, sent or failed'),
      subject: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      to: z.string().nullable().describe('"[erased]" once the person is erased'),
    }),
  ),
});
const messageView = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
});

export function mailRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.get(
      '/api/admin/mail',
      {
        config: { reads: [READS.adminMail] },
        onRequest: requireAdmin,
        schema: { tags, querystring: outboxQuery, response: { 200: outboxView } },
      },
      async (request) => {
        const rows = await listOutbox(deps.db, request.query.status);
        const sealed = rows.flatMap((row) => [row.recipient, row.sealedSubject].filter((v) => v !== null));
        const opened = new Map(
          (await deps.vault.decryptMany(sealed)).map((text, i) => [sealed[i]!, text ?? ERASED]),
        );
        return {
          smtpConfigured: Boolean(deps.config.SMTP_URL),
          messages: rows.map(({ recipient, sealedSubject, ...row }) => ({
            ...row,
            subject: sealedSubject ? opened.get(sealedSubject)! : (row.subject ?? ''),
            to: recipient ? opened.get(recipient)! : null,
          })),
        };
      },
    );

    app.get(
      '/api/admin/mail/:id',
      {
        config: { reads: [READS.adminMail] },
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, response: { 200: messageView } },
      },
      async (request) => {
        const mail = await readQueuedMail(deps, request.params.id);
        if (!mail) throw new HttpError(404, 'Message not found');
        return {
          id: request.params.id,
          to: mail.to ?? ERASED,
          replyTo: mail.replyTo,
          subject: mail.subject ?? ERASED,
          text: mail.text ?? ERASED,
        };
      },
    );

    app.post(
      '/api/admin/mail/:id/retry',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          response: { 200: z.object({ id: z.string(), status: z.literal('queued') }) },
        },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          mailDecider,
          mailStreamId(request.params.id),
          { kind: 'RetryMessage', by: actorOf(request), now: deps.clock.now() },
          commandContext(request),
        );
        return { id: request.params.id, status: 'queued' as const };
      },
    );
  };
}
