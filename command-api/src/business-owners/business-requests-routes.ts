import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessRequestDecider,
  businessRequestDecisionSchema,
  businessRequestSchema,
  businessRequestStreamId,
} from '@nsg/domain/catalog/business-request.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import {
  findBusinessRequest,
  listRequestsForModeration,
} from '@nsg/projections/business-owners/business-owners-queries.ts';
import { statusFilter } from '../admin/admin-schemas.ts';
import { actorOf, requireAccount, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { requestIdOf, requestView } from './owner-views.ts';

const accepted = z.object({ id: z.string(), status: z.string(), position: z.string() });

/** Advertisers ask for a business the directory lacks; admins approve (placing it on the map) or reject. */
export function businessRequestsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['business owners'];

    app.post(
      '/api/advertiser/listings/requests',
      {
        onRequest: requireAccount,
        schema: { tags, body: businessRequestSchema, response: { 201: accepted } },
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const requestId = requestIdOf(request, 'business-request');
        const { appended } = await executeCommand(
          deps.store,
          businessRequestDecider,
          businessRequestStreamId(requestId),
          {
            kind: 'RequestBusiness',
            requestId,
            advertiserId: request.account!.id,
            advertiserStatus: request.account!.status,
            business: request.body,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        reply.code(201);
        return { id: requestId, status: 'pending', position: positionOf(appended) };
      },
    );

    app.get(
      '/api/admin/business-requests',
      {
        config: { reads: [READS.adminBusinessClaims] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['pending', 'approved', 'rejected']),
          response: { 200: z.array(requestView.extend({ companyName: z.string().nullable() })) },
        },
      },
      (request) => listRequestsForModeration(deps.db, request.query.status ?? 'pending'),
    );

    app.patch(
      '/api/admin/business-requests/:id/status',
      {
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, body: businessRequestDecisionSchema, response: { 200: accepted } },
      },
      async (request) => {
        if (!(await findBusinessRequest(deps.db, request.params.id)))
          throw new HttpError(404, 'Request not found');
        const decision = request.body;
        const moderation = { by: actorOf(request), now: deps.clock.now() };
        const { appended } = await executeCommand(
          deps.store,
          businessRequestDecider,
          businessRequestStreamId(request.params.id),
          decision.status === 'approved'
            ? {
                kind: 'ApproveRequest',
                ...moderation,
                latitude: decision.latitude,
                longitude: decision.longitude,
              }
            : { kind: 'RejectRequest', ...moderation, reason: decision.reason },
          commandContext(request),
        );
        return { id: request.params.id, status: decision.status, position: positionOf(appended) };
      },
    );
  };
}
