import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctr } from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { adImageStats, adStats, type AdStatsRow } from '@nsg/projections/advertising/ad-stats-queries.ts';
import { listAdsOf } from '@nsg/projections/advertising/ads-queries.ts';
import { listCampaignsOf } from '@nsg/projections/advertising/campaigns-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { assertSelfOrAdmin } from './ownership.ts';
import { boundedIsoDate, daysBetween } from '@nsg/domain/shared/dates.ts';
import { csvRow } from '../http/csv.ts';
import { FROM_AFTER_TO, FROM_NOT_A_DATE, TO_NOT_A_DATE } from '@nsg/domain/advertising/stats-range.ts';
import { statsView } from './advertising-views.ts';

const statsQuery = z.object({
  from: boundedIsoDate(FROM_NOT_A_DATE).optional(),
  to: boundedIsoDate(TO_NOT_A_DATE).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

interface Totals {
  impressions: number;
  clicks: number;
}
function sumBy(rows: AdStatsRow[], key: (row: AdStatsRow) => string): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const row of rows) {
    const total = totals.get(key(row)) ?? { impressions: 0, clicks: 0 };
    total.impressions += row.impressions;
    total.clicks += row.clicks;
    totals.set(key(row), total);
  }
  return totals;
}

/** Campaigns that cost nothing: never paid, or paid back. */
const NOTHING_SPENT = new Set(['pending', 'rejected', 'refunded']);

/** Days a campaign runs: from its start day to its end day, both included (it expires at the end day's close). */
const runningDays = (campaign: { startDate: string; endDate: string }) =>
  Math.max(1, daysBetween(campaign.startDate, campaign.endDate) + 1);

/** Share of the budget used so far: each running day is spent from its first hour, day one included. */
export function spent(
  campaign: { budget: string; startDate: string; endDate: string; status: string },
  today: string,
) {
  return spentInRange(campaign, { from: campaign.startDate, to: campaign.endDate, today });
}

/** Budget used within [from, to]: the campaign's running days there (up to today) over its length. */
export function spentInRange(
  campaign: { budget: string; startDate: string; endDate: string; status: string },
  range: { from: string; to: string; today: string },
) {
  if (NOTHING_SPENT.has(campaign.status)) return 0;
  const first = [campaign.startDate, range.from].sort().at(-1)!;
  const last = [campaign.endDate, range.to, range.today].sort()[0]!;
  const days = Math.max(0, daysBetween(first, last) + 1);
  return Math.round((Number(campaign.budget) * days * 100) / runningDays(campaign)) / 100;
}

/** Cost per thousand impressions and per click, in dollars; null without impressions or clicks. */
export const costs = (spend: number, t: Totals) => ({
  cpm: t.impressions ? Math.round((spend / t.impressions) * 1000 * 100) / 100 : null,
  cpc: t.clicks ? Math.round((spend / t.clicks) * 100) / 100 : null,
});

export function statsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/advertisers/:id/stats',
      {
        config: { reads: [READS.adStats] },
        onRequest: requireAccount,
        schema: {
          tags: ['ads'],
          params: z.object({ id: z.uuid('Id must be a uuid') }),
          querystring: statsQuery,
          response: {
            200: {
              description: 'Counted impressions and clicks; with format=csv, one row per ad per day',
              content: {
                'application/json': { schema: statsView },
                'text/csv': { schema: z.string() },
              },
            },
          },
        },
      },
      async (request, reply) => {
        assertSelfOrAdmin(request, request.params.id);
        const today = hawaiiDay(deps.clock.now());
        const to = request.query.to ?? today;
        const from = request.query.from ?? hawaiiDay(new Date(Date.parse(to) - 29 * 86_400_000));
        if (from > to) throw new HttpError(400, FROM_AFTER_TO, { from: [FROM_AFTER_TO] });
        const [rows, ads, campaigns, images] = await Promise.all([
          adStats(deps.db, { advertiserId: request.params.id, from, to }),
          listAdsOf(deps.db, request.params.id),
          listCampaignsOf(deps.db, request.params.id),
          adImageStats(deps.db, request.params.id),
        ]);
        const adTitle = new Map(ads.map((ad) => [ad.id, ad.title]));
        if (request.query.format === 'csv') {
          const lines = ['day,ad_id,ad_title,campaign_id,impressions,clicks,ctr_percent'];
          for (const row of rows) {
            lines.push(
              csvRow([
                row.day,
                row.adId,
                adTitle.get(row.adId) ?? '',
                row.campaignId,
                row.impressions,
                row.clicks,
                ctr(row.clicks, row.impressions),
              ]),
            );
          }
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="ad-stats-${from}-to-${to}.csv"`)
            .send(`${lines.join('\n')}\n`);
        }
        const total = [...sumBy(rows, () => 'all').values()][0] ?? { impressions: 0, clicks: 0 };
        const byAd = sumBy(rows, (row) => row.adId);
        const byCampaign = sumBy(rows, (row) => row.campaignId);
        const byDay = sumBy(rows, (row) => row.day);
        const spendInRange = new Map(
          campaigns.map((campaign) => [campaign.id, spentInRange(campaign, { from, to, today })]),
        );
        const totalSpend = Math.round([...spendInRange.values()].reduce((sum, v) => sum + v, 0) * 100) / 100;
        return {
          from,
          to,
          totals: {
            ...total,
            ctr: ctr(total.clicks, total.impressions),
            spend: totalSpend,
            ...costs(totalSpend, total),
          },
          byDay: [...byDay].map(([day, t]) => ({ day, ...t, ctr: ctr(t.clicks, t.impressions) })),
          byAd: ads.map((ad) => {
            const t = byAd.get(ad.id) ?? { impressions: 0, clicks: 0 };
            return {
              adId: ad.id,
              title: ad.title,
              campaignId: ad.campaignId,
              ...t,
              ctr: ctr(t.clicks, t.impressions),
            };
          }),
          byImage: images.map((image) => ({ ...image, ctr: ctr(image.clicks, image.impressions) })),
          byCampaign: campaigns.map((campaign) => {
            const t = byCampaign.get(campaign.id) ?? { impressions: 0, clicks: 0 };
            return {
              campaignId: campaign.id,
              name: campaign.name,
              budget: Number(campaign.budget),
              spent: spent(campaign, today),
              spentInRange: spendInRange.get(campaign.id)!,
              ...t,
              ctr: ctr(t.clicks, t.impressions),
              ...costs(spendInRange.get(campaign.id)!, t),
            };
          }),
        };
      },
    );
  };
}
