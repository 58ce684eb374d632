import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COST_LEVELS, CROWD_LEVELS, TIMES_OF_DAY, TIP_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import {
  listLocalTips,
  recommendLocalTips,
  searchLocalTips,
} from '@nsg/projections/catalog/local-tips-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import type { AppDeps } from '../deps.ts';
import { sendError } from '../http/errors.ts';
import { localTipView } from './catalog-views.ts';

const tipList = { 200: z.array(localTipView) };

const listQuery = z.object({ category: z.enum(TIP_CATEGORIES, 'Unknown tip category').optional() });
const searchParams = z.object({ query: z.string().max(200, 'Search must be under 200 characters') });
/** An empty string means "no preference". */
const noPreference = (value: string | undefined) => value || undefined;
const preferences = z.object({
  category: z
    .enum(['', ...TIP_CATEGORIES], 'Unknown tip category')
    .optional()
    .transform(noPreference),
  timeOfDay: z
    .enum(['', ...TIMES_OF_DAY], 'Unknown time of day')
    .optional()
    .transform(noPreference),
  cost: z
    .enum(['', ...COST_LEVELS], 'Unknown cost level')
    .optional()
    .transform(noPreference),
  crowdLevel: z
    .enum(['', ...CROWD_LEVELS], 'Unknown crowd level')
    .optional()
    .transform(noPreference),
});

export function localTipsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['local-tips'];

    app.get(
      '/api/local-tips',
      { config: { reads: [READS.localTips] }, schema: { tags, querystring: listQuery, response: tipList } },
      (request) => listLocalTips(deps.db, request.query.category),
    );

    app.get(
      '/api/local-tips/search/:query',
      { config: { reads: [READS.localTips] }, schema: { tags, params: searchParams, response: tipList } },
      async (request, reply) => {
        const text = request.params.query.trim();
        if (!text) return sendError(reply, 400, 'Search query is required');
        return searchLocalTips(deps.db, text);
      },
    );

    app.post(
      '/api/local-tips/recommendations',
      { schema: { tags, body: preferences, response: tipList } },
      (request) => recommendLocalTips(deps.db, request.body),
    );
  };
}
