import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctr } from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { adImageViews, adStats, type AdStatsRow } from '@nsg/projections/advertising/ad-stats-queries.ts';
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
          adImageViews(deps.db, { advertiserId: request.params.id, from, to }),
        ]);
        const byImage = imageRows(images, ads);
        if (request.query.format === 'csv') {
          const lines = statsCsv(rows, { ads, campaigns, byImage, range: { from, to, today } });
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
          byImage,
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

type AdOf = { id: string; title: string; images: string[]; imageUrl: string | null };

/** Each image's views and clicks in the range, with its ad's title and its place among the ad's images. */
function imageRows(images: { adId: string; imageUrl: string; views: number; clicks: number }[], ads: AdOf[]) {
  const adsById = new Map(ads.map((ad) => [ad.id, ad]));
  return images.map((image) => {
    const ad = adsById.get(image.adId);
    const position = ad ? adImageList(ad).indexOf(image.imageUrl) : -1;
    return {
      ...image,
      title: ad?.title ?? '',
      imageNumber: position < 0 ? null : position + 1,
      ctr: ctr(image.clicks, image.views),
    };
  });
}

const adImageList = (ad: AdOf) => (ad.images.length ? ad.images : ad.imageUrl ? [ad.imageUrl] : []);

/**
 * The report as CSV: one row per ad per day with the campaign's spend that day spread over its ads' rows by
 * impressions, then one row per image (kind "image": image views, and clicks on it, in the range).
 */
function statsCsv(
  rows: AdStatsRow[],
  report: {
    ads: AdOf[];
    campaigns: (Parameters<typeof spentInRange>[0] & { id: string })[];
    byImage: ReturnType<typeof imageRows>;
    range: { from: string; to: string; today: string };
  },
): string[] {
  const adTitle = new Map(report.ads.map((ad) => [ad.id, ad.title]));
  const campaignOf = new Map(report.campaigns.map((campaign) => [campaign.id, campaign]));
  const dayImpressions = sumBy(rows, (row) => `${row.campaignId} ${row.day}`);
  const lines = [
    'kind,day,ad_id,ad_title,campaign_id,image_url,impressions,image_views,clicks,ctr_percent,spend_usd,cpm_usd,cpc_usd',
  ];
  for (const row of rows) {
    const campaign = campaignOf.get(row.campaignId);
    const daySpend = campaign
      ? spentInRange(campaign, { from: row.day, to: row.day, today: report.range.today })
      : 0;
    const campaignDay = dayImpressions.get(`${row.campaignId} ${row.day}`)!;
    // A campaign's day is shared by its ads as their impressions were.
    const share = campaignDay.impressions ? row.impressions / campaignDay.impressions : 0;
    const spend = Math.round(daySpend * share * 100) / 100;
    const { cpm, cpc } = costs(spend, row);
    const cells = [
      row.impressions,
      '',
      row.clicks,
      ctr(row.clicks, row.impressions),
      spend,
      cpm ?? '',
      cpc ?? '',
    ];
    lines.push(csvRow(['ad', row.day, row.adId, adTitle.get(row.adId) ?? '', row.campaignId, '', ...cells]));
  }
  for (const image of report.byImage) {
    const period = `${report.range.from}..${report.range.to}`;
    const cells = ['', image.views, image.clicks, image.ctr, '', '', ''];
    lines.push(csvRow(['image', period, image.adId, image.title, '', image.imageUrl, ...cells]));
  }
  return lines;
}
