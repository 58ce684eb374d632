import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiserDecider, advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { optionalReason } from '@nsg/domain/shared/reason.ts';
import { listAdvertisersForAdmin } from '@nsg/projections/accounts/advertisers-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { changed, openForAdmin, statusFilter } from './admin-schemas.ts';
import { refuseSuspendingLastAdmin, withAdminRosterLock } from './last-admin.ts';

const advertiserForAdmin = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.string().describe('"[erased]" once the person is erased'),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  createdAt: z.string().describe('When they registered'),
});
/** Admins approve, suspend and reactivate advertiser accounts. */
export function advertisersAdminRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const decrypt = openForAdmin(deps.vault);

    app.get(
      '/api/admin/advertisers',
      {
        config: { reads: [READS.adminAdvertisers] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['pending', 'active', 'suspended']),
          response: { 200: z.array(advertiserForAdmin) },
        },
      },
      async (request) => {
        const rows = await listAdvertisersForAdmin(deps.db, request.query.status);
        return Promise.all(
          rows.map(async (row) => ({
            id: row.id,
            name: row.name,
            companyName: row.company_name,
            email: await decrypt(row.person_id, row.email),
            phone: row.phone ? await decrypt(row.person_id, row.phone) : null,
            address: row.address ? await decrypt(row.person_id, row.address) : null,
            website: row.website,
            description: row.description,
            status: row.status,
            createdAt: row.created_at.toISOString(),
          })),
        );
      },
    );

    app.post(
      '/api/admin/advertisers/:id/status',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          body: z.object({
            status: z.enum(['active', 'suspended'], 'Status must be active or suspended'),
            reason: optionalReason('Why; told to the advertiser'),
          }),
          response: { 200: changed },
        },
      },
      async (request) => {
        const change = () =>
          executeCommand(
            deps.store,
            advertiserDecider,
            advertiserStreamId(request.params.id),
            {
              kind: 'ChangeAdvertiserStatus',
              advertiserId: request.params.id,
              status: request.body.status,
              reason: request.body.reason,
              changedBy: actorOf(request),
              now: deps.clock.now(),
            },
            commandContext(request),
          );
        if (request.body.status === 'suspended') {
          await withAdminRosterLock(deps.pool, async () => {
            await refuseSuspendingLastAdmin(deps, request.params.id);
            await change();
          });
        } else await change();
        return { id: request.params.id, status: request.body.status };
      },
    );
  };
}
