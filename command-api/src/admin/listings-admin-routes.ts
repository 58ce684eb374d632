import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingDecider, listingStreamId, removeListingSchema } from '@nsg/domain/marketplace/listing.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { listListingsForAdmin } from '@nsg/projections/marketplace/marketplace-queries.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { statusFilter } from './admin-schemas.ts';

const listingForAdmin = z.object({
  id: z.string(),
  title: z.string(),
  length: z.string(),
  condition: z.string(),
  price: z.string(),
  location: z.string(),
  sellerName: z.string(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  status: z.string().describe('active, sold, expired, or removed (taken off the board by an admin)'),
  removalReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** Board Hub moderation: admins see every listing, take one off the board with a reason, and put it back. */
export function listingsAdminRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.get(
      '/api/admin/listings',
      {
        config: { reads: [READS.adminListings] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['active', 'sold', 'expired', 'removed']),
          response: { 200: z.array(listingForAdmin) },
        },
      },
      (request) => listListingsForAdmin(deps.db, request.query.status),
    );

    app.post(
      '/api/admin/listings/:id/remove',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          body: removeListingSchema,
          response: { 200: z.object({ id: z.string(), status: z.literal('removed') }) },
        },
      },
      async (request) => {
        const command = { kind: 'RemoveListing' as const, reason: request.body.reason, by: actorOf(request) };
        await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { ...command, now: deps.clock.now() },
          commandContext(request),
        );
        return { id: request.params.id, status: 'removed' as const };
      },
    );

    app.post(
      '/api/admin/listings/:id/restore',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          response: { 200: z.object({ id: z.string(), status: z.literal('restored') }) },
        },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { kind: 'RestoreListing', by: actorOf(request), now: deps.clock.now() },
          commandContext(request),
        );
        return { id: request.params.id, status: 'restored' as const };
      },
    );
  };
}
