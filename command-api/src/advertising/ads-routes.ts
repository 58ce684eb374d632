import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adDecider, adStreamId, createAdSchema, editAdSchema } from '@nsg/domain/advertising/ad.ts';
import type { CampaignStatus } from '@nsg/domain/advertising/campaign.ts';
import type { AdPlacement } from '@nsg/domain/advertising/placement.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { findAd, listAdsOf, listPublicAds } from '@nsg/projections/advertising/ads-queries.ts';
import { findCampaign } from '@nsg/projections/advertising/campaigns-queries.ts';
import { historyOf } from '@nsg/projections/audit/audit-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { assertOwnerOrAdmin, assertSelfOrAdmin } from './ownership.ts';
import { adView, historyView, publicAdView } from './advertising-views.ts';
import { withServeTokens } from './serve-tokens.ts';

const publicAdsQuery = z.object({
  position: z.string().max(50).optional(),
  // Any text: a type no ad has simply matches nothing (the ad block asks for its own categories).
  businessType: z.string().max(50).optional(),
  pageView: z.uuid('Page view must be a uuid').optional().describe('The page view the ads are placed on'),
});
const saved = z.object({ id: z.string(), status: z.string(), position: z.string() });

export function adsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['ads'];

    app.get(
      '/api/ads',
      {
        config: { reads: [READS.ads] },
        schema: { tags, querystring: publicAdsQuery, response: { 200: z.array(publicAdView) } },
      },
      async (request) => {
        const now = deps.clock.now();
        const ads = await listPublicAds(deps.db, request.query, hawaiiDay(now));
        return withServeTokens(ads, deps.secrets.adServe, request.query.pageView ?? randomUUID(), now);
      },
    );

    app.post(
      '/api/ads',
      {
        onRequest: requireAccount,
        schema: { tags, body: createAdSchema, response: { 201: saved } },
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        reply.code(201);
        const context = commandContext(request);
        const adId = context.idempotencyKey ? deterministicId(`ad:${context.idempotencyKey}`) : newId();
        const campaign = await findCampaign(deps.db, request.body.campaignId);
        const { events, appended } = await executeCommand(
          deps.store,
          adDecider,
          adStreamId(adId),
          {
            kind: 'CreateAd',
            adId,
            advertiserId: request.account!.id,
            input: request.body,
            campaign: campaign
              ? {
                  advertiserId: campaign.advertiserId,
                  status: campaign.status as CampaignStatus,
                  placement: campaign.placement as AdPlacement,
                }
              : null,
            now: deps.clock.now(),
          },
          context,
        );
        return {
          id: adId,
          status: events.some((event) => event.type === 'advertising.AdApproved') ? 'approved' : 'pending',
          position: positionOf(appended),
        };
      },
    );

    app.get(
      '/api/ads/:id',
      {
        config: { reads: [READS.ads] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: adView } },
      },
      async (request) => {
        const ad = await findAd(deps.db, request.params.id);
        assertOwnerOrAdmin(request, ad?.advertiserId, 'Ad');
        return ad!;
      },
    );

    app.patch(
      '/api/ads/:id',
      {
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, body: editAdSchema, response: { 200: saved } },
      },
      async (request) => {
        const ad = await findAd(deps.db, request.params.id);
        assertOwnerOrAdmin(request, ad?.advertiserId, 'Ad');
        const { appended } = await executeCommand(
          deps.store,
          adDecider,
          adStreamId(request.params.id),
          { kind: 'EditAd', advertiserId: request.account!.id, input: request.body, now: deps.clock.now() },
          commandContext(request),
        );
        return {
          id: request.params.id,
          status: ad!.status,
          position: positionOf(appended),
        };
      },
    );

    app.get(
      '/api/ads/:id/history',
      {
        config: { reads: [READS.adHistory] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: historyView } },
      },
      async (request) => {
        const ad = await findAd(deps.db, request.params.id);
        assertOwnerOrAdmin(request, ad?.advertiserId, 'Ad');
        return historyOf(deps.db, [adStreamId(request.params.id)]);
      },
    );

    app.get(
      '/api/advertisers/:id/ads',
      {
        config: { reads: [READS.ads] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: z.array(adView) } },
      },
      async (request) => {
        assertSelfOrAdmin(request, request.params.id);
        return listAdsOf(deps.db, request.params.id);
      },
    );
  };
}
