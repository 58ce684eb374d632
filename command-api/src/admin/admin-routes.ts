import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiserDecider, advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { adDecider, adStatusSchema, adStreamId } from '@nsg/domain/advertising/ad.ts';
import { campaignDecider, campaignStatusSchema, campaignStreamId } from '@nsg/domain/advertising/campaign.ts';
import { rateDecider, rateSchema, rateStreamId, type RateInput } from '@nsg/domain/advertising/rate.ts';
import { newId } from '@nsg/platform/ids.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { listAdsForAdmin } from '@nsg/projections/advertising/ads-queries.ts';
import { listCampaignsForAdmin } from '@nsg/projections/advertising/campaigns-queries.ts';
import { listRates } from '@nsg/projections/advertising/rates-queries.ts';
import { listAuditLog } from '@nsg/projections/audit/audit-queries.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { boundedIsoDate } from '@nsg/domain/shared/dates.ts';
import { HttpError } from '../http/errors.ts';
import { adminAdView, adminCampaignView } from '../advertising/advertising-views.ts';
import { withTargetDetails } from './audit-details.ts';
import { optionalReason } from '@nsg/domain/shared/reason.ts';

const statusFilter = (values: readonly [string, ...string[]]) =>
  z.object({ status: z.enum(values, `Status must be one of ${values.join(', ')}`).optional() });
const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  target: z.string().trim().max(200).optional(),
  type: z.string().trim().max(200).optional(),
  from: boundedIsoDate('From must be a date (YYYY-MM-DD)').optional(),
  to: boundedIsoDate('To must be a date (YYYY-MM-DD)').optional(),
  activity: z
    .enum(['people', 'traffic', 'all'], 'Activity must be people, traffic or all')
    .default('people')
    .describe("People's actions (default), ad impressions and clicks, or both"),
  before: z
    .string()
    .regex(/^\d{1,19}$/, 'Before must be a log position')
    .optional()
    .describe('Cursor: entries older than this position (the last one of the previous page)'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const changed = z.object({ id: z.string(), status: z.string() });
const LAST_ADMIN_MESSAGE = 'The last active admin cannot be suspended. Make another admin first.';

const advertiserForAdmin = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.string().describe('"[erased]" once the person is erased'),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  createdAt: z.string().describe('When they registered'),
});
const auditView = z.array(
  z.object({
    position: z.string(),
    actor: z.string(),
    actorName: z
      .string()
      .nullable()
      .describe('The account\'s name ("[erased]" once erased); null for visitors and the system'),
    actorEmail: z.string().nullable(),
    action: z.string().describe('The event type'),
    target: z.string().describe('The stream the event belongs to'),
    targetName: z
      .string()
      .nullable()
      .describe("What the target is called now: an account, campaign, ad or rate's name; null otherwise"),
    changes: z
      .array(z.string())
      .describe('What the event changed, as "field: before → after" (status, name, dates, prices)'),
    at: z.string(),
  }),
);
const rateView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  adType: z.string(),
  position: z.string(),
  size: z.string(),
  dailyRate: z.number(),
  weeklyRate: z.number(),
  monthlyRate: z.number(),
  impressionsPerDay: z.number().int().nullable(),
  maxAdsPerPosition: z.number().int().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});

/** Admin moderation of advertisers, campaigns and ads, and the audit log. Roles are checked here, on the server. */
export function adminRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const decrypt = async (personId: string, ciphertext: string) =>
      (await deps.vault.decrypt(personId, ciphertext)) ?? ERASED;

    app.get(
      '/api/admin/advertisers',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: statusFilter(['pending', 'active', 'suspended']),
          response: { 200: z.array(advertiserForAdmin) },
        },
      },
      async (request) => {
        let query = deps.db
          .selectFrom('advertisers')
          .selectAll()
          .where('role', '=', 'advertiser')
          .orderBy('created_at', 'desc')
          .limit(500);
        if (request.query.status) query = query.where('status', '=', request.query.status);
        const rows = await query.execute();
        return Promise.all(
          rows.map(async (row) => ({
            id: row.id,
            name: row.name,
            companyName: row.company_name,
            email: await decrypt(row.person_id, row.email),
            phone: row.phone ? await decrypt(row.person_id, row.phone) : null,
            address: row.address ? await decrypt(row.person_id, row.address) : null,
            website: row.website,
            description: row.description,
            status: row.status,
            createdAt: row.created_at.toISOString(),
          })),
        );
      },
    );

    /** The product must always keep someone who can approve, moderate and unlock accounts. */
    async function refuseSuspendingLastAdmin(accountId: string) {
      const admins = await deps.db
        .selectFrom('advertisers')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      if (admins.length === 1 && admins[0]!.id === accountId)
        throw new HttpError(409, LAST_ADMIN_MESSAGE, { status: [LAST_ADMIN_MESSAGE] });
    }

    app.post(
      '/api/admin/advertisers/:id/status',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: uuidParam,
          body: z.object({
            status: z.enum(['active', 'suspended'], 'Status must be active or suspended'),
            reason: optionalReason('Why; told to the advertiser'),
          }),
          response: { 200: changed },
        },
      },
      async (request) => {
        if (request.body.status === 'suspended') await refuseSuspendingLastAdmin(request.params.id);
        await executeCommand(
          deps.store,
          advertiserDecider,
          advertiserStreamId(request.params.id),
          {
            kind: 'ChangeAdvertiserStatus',
            advertiserId: request.params.id,
            status: request.body.status,
            reason: request.body.reason,
            changedBy: actorOf(request),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, status: request.body.status };
      },
    );

    app.get(
      '/api/admin/campaigns',
      {
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

    app.get(
      '/api/admin/audit',
      { onRequest: requireAdmin, schema: { tags, querystring: auditQuery, response: { 200: auditView } } },
      async (request) =>
        withTargetDetails(deps.db, await withActorNames(await listAuditLog(deps.db, request.query))),
    );

    /** Who each account actor is: name and email (decrypted for the admin), or "[erased]". */
    async function withActorNames<Entry extends { actor: string }>(entries: Entry[]) {
      const accountIds = [
        ...new Set(
          entries.flatMap(({ actor }) => (/^(admin|advertiser):/.test(actor) ? [actor.split(':')[1]!] : [])),
        ),
      ];
      const accounts = accountIds.length
        ? await deps.db
            .selectFrom('advertisers')
            .select(['id', 'name', 'email', 'person_id'])
            .where('id', 'in', accountIds)
            .execute()
        : [];
      const byId = new Map(
        await Promise.all(
          accounts.map(
            async (a) => [a.id, { name: a.name, email: await decrypt(a.person_id, a.email) }] as const,
          ),
        ),
      );
      return entries.map((entry) => {
        const account = byId.get(entry.actor.split(':')[1] ?? '');
        return { ...entry, actorName: account?.name ?? null, actorEmail: account?.email ?? null };
      });
    }
    app.get(
      '/api/advertising-rates',
      { schema: { tags: ['ads'], response: { 200: z.array(rateView) } } },
      () => listRates(deps.db, true),
    );
    app.get(
      '/api/admin/rates',
      { onRequest: requireAdmin, schema: { tags, response: { 200: z.array(rateView) } } },
      () => listRates(deps.db, false),
    );

    const saveRate = async (
      request: FastifyRequest,
      rateId: string,
      input: RateInput,
      mustExist: boolean,
    ) => {
      await executeCommand(
        deps.store,
        rateDecider,
        rateStreamId(rateId),
        { kind: 'SetRate', rateId, input, by: actorOf(request), now: deps.clock.now(), mustExist },
        commandContext(request),
      );
      return { id: rateId };
    };
    const saved = z.object({ id: z.string() });
    app.post(
      '/api/admin/rates',
      {
        onRequest: requireAdmin,
        schema: { tags, body: rateSchema, response: { 201: saved } },
      },
      async (request, reply) => reply.code(201).send(await saveRate(request, newId(), request.body, false)),
    );
    app.put(
      '/api/admin/rates/:id',
      {
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, body: rateSchema, response: { 200: saved } },
      },
      (request) => saveRate(request, request.params.id, request.body, true),
    );
  };
}
