import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundedIsoDate } from '@nsg/domain/shared/dates.ts';
import { findAccountsByIds } from '@nsg/projections/accounts/advertisers-queries.ts';
import {
  actorsNamed,
  listAuditLog,
  ecoChallengesNamed,
  streamsNamed,
} from '@nsg/projections/audit/audit-queries.ts';
import { emailLookup } from '../accounts/register-account.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { openForAdmin } from './admin-schemas.ts';
import { withTargetDetails } from './audit-details.ts';

/** Positions are Postgres bigints. */
const MAX_POSITION = 9_223_372_036_854_775_807n;

const auditQuery = z.object({
  actor: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Part of the actor, its account's name, or its email"),
  target: z.string().trim().max(200).optional().describe('Part of the stream, or of its name'),
  type: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Part of the event type, or its words ("campaign refunded")'),
  from: boundedIsoDate('From must be a date (YYYY-MM-DD)').optional(),
  to: boundedIsoDate('To must be a date (YYYY-MM-DD)').optional(),
  activity: z
    .enum(['people', 'traffic', 'mail', 'all'], 'Activity must be people, traffic, mail or all')
    .default('people')
    .describe("People's actions (default), ad impressions and clicks, the mail sent, or everything"),
  before: z
    .string()
    .regex(/^\d{1,19}$/, { message: 'Before must be a log position', abort: true })
    .refine((value) => BigInt(value) <= MAX_POSITION, 'Before must be a log position')
    .optional()
    .describe('Cursor: entries older than this position (the last one of the previous page)'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  lang: z
    .enum(['en', 'ja'], 'Lang must be en or ja')
    .default('en')
    .describe("The admin's language: targets with a Japanese name are named in it"),
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
      .describe(
        "What the target is called now: an account, campaign, ad, rate or catalog entry's name; null otherwise",
      ),
    changes: z
      .array(z.string())
      .describe('What the event changed, as "field: before → after" (status, name, dates, prices)'),
    at: z.string(),
  }),
);
const ACCOUNT_ACTOR = /^(admin|advertiser):[0-9a-f-]{36}$/;

/** The audit log: who did what and when, with names for the accounts and targets it mentions. */
export function auditRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const decrypt = openForAdmin(deps.vault);

    app.get(
      '/api/admin/audit',
      {
        config: { reads: [READS.adminAudit] },
        onRequest: requireAdmin,
        schema: { tags, querystring: auditQuery, response: { 200: auditView } },
      },
      async (request) => {
        const { actor, target, lang, ...filters } = request.query;
        const [actorIds, targetIds, ecoChallengeIds] = await Promise.all([
          actor ? actorsNamed(deps.db, actor, emailLookup(deps.secrets.emailLookup, actor)) : [],
          target ? streamsNamed(deps.db, target) : [],
          target ? ecoChallengesNamed(deps.db, target) : [],
        ]);
        const named = { actorIds, targetIds, ecoChallengeIds };
        const entries = await listAuditLog(deps.db, { ...filters, actor, target, ...named });
        return withTargetDetails(deps.db, await withActorNames(entries), lang);
      },
    );

    /** Who each account actor is: name and email (decrypted for the admin), or "[erased]". */
    async function withActorNames<Entry extends { actor: string }>(entries: Entry[]) {
      const accountIds = [
        ...new Set(entries.flatMap(({ actor }) => (ACCOUNT_ACTOR.test(actor) ? [actor.split(':')[1]!] : []))),
      ];
      const accounts = await findAccountsByIds(deps.db, accountIds);
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
  };
}
