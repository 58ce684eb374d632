import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAnalystSchema } from '@nsg/domain/accounts/advertiser.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { findAdvertiserById, listAnalystsForAdmin } from '@nsg/projections/accounts/advertisers-queries.ts';
import { registerAccount } from '../accounts/register-account.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { openForAdmin } from './admin-schemas.ts';

const analystForAdmin = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().describe('"[erased]" once the person is erased'),
  status: z.string(),
  createdAt: z.string(),
});

const PROJECTION_WAIT_MS = 5_000;

/** The new analyst signs in next: answer once the account is readable where sign-in looks (bounded). */
async function untilReadable(deps: AppDeps, id: string): Promise<void> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  while (!(await findAdvertiserById(deps.db, id)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Admins create analyst accounts, active at once; the registration is in the log with the admin as its
 * actor, so the audit log shows who created whom.
 */
export function analystsAdminRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const decrypt = openForAdmin(deps.vault);

    app.get(
      '/api/admin/analysts',
      {
        config: { reads: [READS.adminAdvertisers] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: z.array(analystForAdmin) } },
      },
      async () => {
        const rows = await listAnalystsForAdmin(deps.db);
        return Promise.all(
          rows.map(async (row) => ({
            id: row.id,
            name: row.name,
            email: await decrypt(row.person_id, row.email),
            status: row.status,
            createdAt: row.created_at.toISOString(),
          })),
        );
      },
    );

    app.post(
      '/api/admin/analysts',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          body: createAnalystSchema,
          response: { 201: z.object({ id: z.string(), status: z.literal('active') }) },
        },
      },
      async (request, reply) => {
        const { advertiserId } = await registerAccount(
          deps,
          {
            ...request.body,
            companyName: 'North Shore Guide',
            description: undefined,
            address: undefined,
            phone: undefined,
            website: undefined,
          },
          { role: 'analyst', status: 'active', context: commandContext(request), now: deps.clock.now() },
        );
        await untilReadable(deps, advertiserId);
        return reply.code(201).send({ id: advertiserId, status: 'active' as const });
      },
    );
  };
}
