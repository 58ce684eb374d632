import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { moneyByMonth, placementsByMonth } from '@nsg/projections/audit/admin-overview-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';

const overview = z.object({
  money: z
    .array(z.object({ month: z.string(), revenue: z.number(), refunds: z.number() }))
    .describe('Payments taken and refunded by Hawaii month, in cents'),
  inventory: z
    .array(
      z.object({
        placement: z.string(),
        month: z.string(),
        sold: z.number().describe('Paid campaigns of this placement running in the month'),
        capacity: z.number().nullable().describe("The placement's rate's ads per position; null without one"),
      }),
    )
    .describe("Each placement's sold inventory by month, past and booked"),
});

/** The admins' overview: revenue, refunds and each placement's inventory over time. */
export function overviewRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/overview',
      {
        config: { reads: [READS.adminOverview] },
        onRequest: requireAdmin,
        schema: { tags: ['admin'], response: { 200: overview } },
      },
      async () => {
        const [money, sold, rates] = await Promise.all([
          moneyByMonth(deps.db),
          placementsByMonth(deps.db),
          deps.db
            .selectFrom('advertising_rates')
            .select(['position', 'max_ads_per_position'])
            .where('is_active', '=', true)
            .execute(),
        ]);
        const capacity = new Map(rates.map((rate) => [rate.position, rate.max_ads_per_position]));
        return {
          money,
          inventory: sold.map((row) => ({ ...row, capacity: capacity.get(row.placement) ?? null })),
        };
      },
    );
  };
}
