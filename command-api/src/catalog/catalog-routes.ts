import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findBeach,
  findBusiness,
  listBeaches,
  listBusinesses,
  listProducts,
} from '@nsg/projections/catalog/catalog-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { hazardView } from '../conditions/beach-hazard-views.ts';
import type { AppDeps } from '../deps.ts';
import { sendError } from '../http/errors.ts';
import { positionReached, READ_STALE_HEADER } from '../http/read-your-writes.ts';
import { idParam } from '../http/schemas.ts';
import { beachView, businessView, productView, withOpenNow } from './catalog-views.ts';

const businessQuery = z.object({
  category: z.string().trim().max(100, 'Category must be under 100 characters').optional(),
  search: z.string().trim().max(200, 'Search must be under 200 characters').optional(),
});

export function catalogRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];

    /** Each beach with its current hazard rating (see beach-hazard-views.ts), from the API's memory. */
    async function withHazards<Beach extends { id: number }>(
      request: FastifyRequest,
      reply: FastifyReply,
      beaches: Beach[],
    ) {
      const { hazards, live, behind } = await deps.beachHazards.read(positionReached(request));
      if (behind) reply.header(READ_STALE_HEADER, 'true');
      const now = deps.clock.now();
      const maxAge = deps.config.CONDITIONS_MAX_AGE_MINUTES;
      return beaches.map((beach) => ({
        ...beach,
        hazard: hazardView(hazards.get(beach.id), live, now, maxAge),
      }));
    }

    app.get(
      '/api/beaches',
      { config: { reads: [READS.beaches] }, schema: { tags, response: { 200: z.array(beachView) } } },
      async (request, reply) => withHazards(request, reply, await listBeaches(deps.db)),
    );

    app.get(
      '/api/beaches/:id',
      { config: { reads: [READS.beaches] }, schema: { tags, params: idParam, response: { 200: beachView } } },
      async (request, reply) => {
        const beach = await findBeach(deps.db, request.params.id);
        if (!beach) return sendError(reply, 404, 'Beach not found');
        return (await withHazards(request, reply, [beach]))[0]!;
      },
    );

    app.get(
      '/api/businesses',
      {
        config: { reads: [READS.businesses] },
        schema: { tags, querystring: businessQuery, response: { 200: z.array(businessView) } },
      },
      async (request) => withOpenNow(await listBusinesses(deps.db, request.query), deps.clock.now()),
    );

    app.get(
      '/api/businesses/:id',
      {
        config: { reads: [READS.businesses] },
        schema: { tags, params: idParam, response: { 200: businessView } },
      },
      async (request, reply) => {
        const business = await findBusiness(deps.db, request.params.id);
        return business
          ? withOpenNow([business], deps.clock.now())[0]!
          : sendError(reply, 404, 'Business not found');
      },
    );

    app.get(
      '/api/products',
      { config: { reads: [READS.products] }, schema: { tags, response: { 200: z.array(productView) } } },
      () => listProducts(deps.db),
    );
  };
}
