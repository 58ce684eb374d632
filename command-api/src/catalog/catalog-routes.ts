import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findBeach,
  findBusiness,
  listBeaches,
  listBusinesses,
  listProducts,
} from '@nsg/projections/catalog/catalog-queries.ts';
import type { AppDeps } from '../deps.ts';
import { sendError } from '../http/errors.ts';
import { idParam } from '../http/schemas.ts';

const businessQuery = z.object({
  category: z.string().trim().max(100, 'Category must be under 100 characters').optional(),
  search: z.string().trim().max(200, 'Search must be under 200 characters').optional(),
});

export function catalogRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];

    app.get('/api/beaches', { schema: { tags } }, () => listBeaches(deps.db));

    app.get('/api/beaches/:id', { schema: { tags, params: idParam } }, async (request, reply) => {
      const beach = await findBeach(deps.db, request.params.id);
      return beach ?? sendError(reply, 404, 'Beach not found');
    });

    app.get('/api/businesses', { schema: { tags, querystring: businessQuery } }, (request) =>
      listBusinesses(deps.db, request.query),
    );

    app.get('/api/businesses/:id', { schema: { tags, params: idParam } }, async (request, reply) => {
      const business = await findBusiness(deps.db, request.params.id);
      return business ?? sendError(reply, 404, 'Business not found');
    });

    app.get('/api/products', { schema: { tags } }, () => listProducts(deps.db));
  };
}
