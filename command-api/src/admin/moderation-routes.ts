import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adDecider, adStatusSchema, adStreamId } from '@nsg/domain/advertising/ad.ts';
import { campaignDecider, campaignStatusSchema, campaignStreamId } from '@nsg/domain/advertising/campaign.ts';
import { listAdsForAdmin } from '@nsg/projections/advertising/ads-queries.ts';
import { listCampaignsForAdmin } from '@nsg/projections/advertising/campaigns-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { adminAdView, adminCampaignView } from '../advertising/advertising-views.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { changed, openForAdmin, statusFilter } from './admin-schemas.ts';

/** Admins approve, pause and reject campaigns and ads. */
export function moderationRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const decrypt = openForAdmin(deps.vault);

    app.get(
      '/api/admin/campaigns',
      {
        config: { reads: [READS.adminCampaigns] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['pending', 'active', 'paused', 'rejected', 'expired', 'refunded']),
          response: { 200: z.array(adminCampaignView) },
        },
      },
      async (request) => {
        const campaigns = await listCampaignsForAdmin(deps.db, request.query.status);
        return Promise.all(
          campaigns.map(
            async ({ advertiser: { emailCiphertext, personId, ...advertiser }, ...campaign }) => ({
              ...campaign,
              advertiser: { ...advertiser, email: await decrypt(personId, emailCiphertext) },
            }),
          ),
        );
      },
    );

    app.patch(
      '/api/campaigns/:id/status',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          body: campaignStatusSchema,
          response: { 200: changed },
        },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          campaignDecider,
          campaignStreamId(request.params.id),
          {
            kind: 'ChangeCampaignStatus',
            status: request.body.status,
            reason: request.body.reason,
            by: actorOf(request),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, status: request.body.status };
      },
    );

    app.get(
      '/api/admin/ads',
      {
        config: { reads: [READS.adminAds] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['pending', 'approved', 'rejected']),
          response: { 200: z.array(adminAdView) },
        },
      },
      async (request) => listAdsForAdmin(deps.db, request.query.status),
    );

    app.patch(
      '/api/ads/:id/status',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          body: adStatusSchema,
          response: { 200: changed },
        },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          adDecider,
          adStreamId(request.params.id),
          {
            kind: 'ModerateAd',
            status: request.body.status,
            reason: request.body.reason,
            by: actorOf(request),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, status: request.body.status };
      },
    );
  };
}
