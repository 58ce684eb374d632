import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';

const outboxQuery = z.object({ status: z.enum(['queued', 'sent', 'failed']).optional() });

/** The mail outbox for admins: what was queued, sent or given up on (no recipients or bodies). */
export function mailRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/mail',
      { onRequest: requireAdmin, schema: { tags: ['admin'], querystring: outboxQuery } },
      async (request) => ({
        smtpConfigured: Boolean(deps.config.SMTP_URL),
        messages: await listOutbox(deps.db, request.query.status),
      }),
    );
  };
}
