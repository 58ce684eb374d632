import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignDecider,
  campaignStreamId,
  createCampaignSchema,
  editCampaignSchema,
  rescheduleCampaignSchema,
} from '@nsg/domain/advertising/campaign.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { impressionsServed } from '@nsg/projections/advertising/ad-stats-queries.ts';
import {
  findCampaign,
  listCampaignsOf,
  type CampaignView,
} from '@nsg/projections/advertising/campaigns-queries.ts';
import { listRates } from '@nsg/projections/advertising/rates-queries.ts';
import { historyOf } from '@nsg/projections/audit/audit-queries.ts';
import { adPlacements, monthlyPriceFor, placementLabels } from '@nsg/domain/advertising/placement.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { paymentIdOf } from '../payments/payments-routes.ts';
import { assertOwnerOrAdmin, assertSelfOrAdmin } from './ownership.ts';
import { campaignView, historyView } from './advertising-views.ts';

const updated = z.object({ id: z.string(), status: z.string(), position: z.string() });
const created = z.object({
  id: z.string(),
  status: z.literal('pending'),
  budget: z.number(),
  endDate: z.string(),
  position: z.string(),
});

const placementsView = z.array(
  z.object({
    placement: z.enum(adPlacements),
    label: z.string(),
    monthlyPrice: z.number().describe('Dollars a month, from the active rates'),
  }),
);

export function campaignsRoutes(deps: AppDeps) {
  /**
   * Paid and not yet refunded; for its advertiser, also never shown to anyone. A rejected campaign's
   * unserved days went back by themselves, with the rejection.
   */
  const isRefundable = async (campaign: CampaignView, asAdmin: boolean) =>
    campaign.paid &&
    campaign.status !== 'refunded' &&
    campaign.status !== 'rejected' &&
    (asAdmin || (await impressionsServed(deps.db, campaign.id)) === 0);

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['campaigns'];

    app.post(
      '/api/campaigns',
      {
        onRequest: requireAccount,
        schema: { tags, body: createCampaignSchema, response: { 201: created } },
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        reply.code(201);
        const context = commandContext(request);
        const campaignId = context.idempotencyKey
          ? deterministicId(`campaign:${context.idempotencyKey}`)
          : newId();
        const { events, appended } = await executeCommand(
          deps.store,
          campaignDecider,
          campaignStreamId(campaignId),
          {
            kind: 'CreateCampaign',
            campaignId,
            advertiserId: request.account!.id,
            input: request.body,
            rates: await listRates(deps.db, false),
            now: deps.clock.now(),
          },
          context,
        );
        const data = events[0]!.data as { budget: number; endDate: string };
        return {
          id: campaignId,
          status: 'pending' as const,
          budget: data.budget,
          endDate: data.endDate,
          position: positionOf(appended),
        };
      },
    );

    app.get(
      '/api/placements',
      { config: { reads: [READS.placements] }, schema: { tags, response: { 200: placementsView } } },
      async () => {
        const rates = await listRates(deps.db, false);
        return adPlacements.flatMap((placement) => {
          const monthlyPrice = monthlyPriceFor(placement, rates);
          return monthlyPrice === null
            ? []
            : [{ placement, label: placementLabels[placement], monthlyPrice }];
        });
      },
    );

    app.get(
      '/api/campaigns/:id',
      {
        config: { reads: [READS.campaigns] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: campaignView } },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        return { ...campaign!, refundable: await isRefundable(campaign!, request.account!.role === 'admin') };
      },
    );

    // Name, description and audience only; status changes are the admin's and the payment's (never the client's).
    app.patch(
      '/api/campaigns/:id',
      {
        onRequest: requireAccount,
        schema: {
          tags,
          params: uuidParam,
          body: editCampaignSchema,
          response: { 200: updated },
        },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        const context = commandContext(request);
        const { appended } = await executeCommand(
          deps.store,
          campaignDecider,
          campaignStreamId(request.params.id),
          {
            kind: 'EditCampaign',
            advertiserId: request.account!.id,
            input: request.body,
            by: context.actor,
            now: deps.clock.now(),
          },
          context,
        );
        return {
          id: request.params.id,
          status: campaign!.status,
          position: positionOf(appended),
        };
      },
    );

    // New dates for a pending, unpaid campaign (its start passed before payment, or plans changed).
    app.put(
      '/api/campaigns/:id/schedule',
      {
        onRequest: requireAccount,
        schema: {
          tags,
          params: uuidParam,
          body: rescheduleCampaignSchema,
          response: { 200: updated },
        },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        const context = commandContext(request);
        const { appended } = await executeCommand(
          deps.store,
          campaignDecider,
          campaignStreamId(request.params.id),
          {
            kind: 'RescheduleCampaign',
            advertiserId: request.account!.id,
            startDate: request.body.startDate,
            by: context.actor,
            now: deps.clock.now(),
          },
          context,
        );
        return { id: request.params.id, status: campaign!.status, position: positionOf(appended) };
      },
    );

    // The owner pauses a running paid campaign and resumes it; paid days do not pass while it is paused.
    for (const [action, kind] of [
      ['pause', 'PauseOwnCampaign'],
      ['resume', 'ResumeOwnCampaign'],
    ] as const) {
      app.post(
        `/api/campaigns/:id/${action}`,
        { onRequest: requireAccount, schema: { tags, params: uuidParam, response: { 200: updated } } },
        async (request) => {
          const campaign = await findCampaign(deps.db, request.params.id);
          assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
          const context = commandContext(request);
          const { appended } = await executeCommand(
            deps.store,
            campaignDecider,
            campaignStreamId(request.params.id),
            { kind, advertiserId: request.account!.id, by: context.actor, now: deps.clock.now() },
            context,
          );
          const status = action === 'pause' ? 'paused' : 'active';
          return { id: request.params.id, status, position: positionOf(appended) };
        },
      );
    }

    app.get(
      '/api/campaigns/:id/history',
      {
        config: { reads: [READS.campaignHistory] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: historyView } },
      },
      async (request) => {
        const campaign = await findCampaign(deps.db, request.params.id);
        assertOwnerOrAdmin(request, campaign?.advertiserId, 'Campaign');
        return historyOf(deps.db, [campaignStreamId(campaign!.id), `payment-${paymentIdOf(campaign!.id)}`]);
      },
    );

    app.get(
      '/api/advertisers/:id/campaigns',
      {
        config: { reads: [READS.campaigns] },
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, response: { 200: z.array(campaignView) } },
      },
      async (request) => {
        assertSelfOrAdmin(request, request.params.id);
        return listCampaignsOf(deps.db, request.params.id);
      },
    );
  };
}
