import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  localTipStreamId,
  localTipSuggestionDecider,
  moderateLocalTipSchema,
  suggestLocalTipSchema,
} from '@nsg/domain/catalog/local-tip-suggestion.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { highestLocalTipId, listTipsForModeration } from '@nsg/projections/catalog/local-tips-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { idParam } from '../http/schemas.ts';
import { linkEmail } from '../personal-data/person-links.ts';
import { sealedAuthor, withAuthorEmails } from '../personal-data/sealed-author.ts';
import { localTipView } from './catalog-views.ts';

const suggested = z.object({ id: z.number().int(), status: z.literal('pending'), position: z.string() });
const moderated = z.object({ id: z.number().int(), status: z.enum(['verified', 'rejected']) });
const moderationQuery = z.object({ status: z.enum(['pending', 'verified', 'rejected']).default('pending') });
const tipForModeration = localTipView.extend({
  status: z.enum(['pending', 'verified', 'rejected']),
  submittedAt: z.string(),
  moderatorNotes: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  authorEmail: z
    .string()
    .nullable()
    .describe('Decrypted for the admin; "[erased]" once the person is erased'),
});

/**
 * A new tip takes the id after the highest the read model knows; should another tip have taken it
 * meanwhile (its stream exists), the next one, and so on: two tips never share a stream.
 */
const MAX_ID_ATTEMPTS = 20;

export function localTipSuggestionsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/local-tips',
      {
        schema: { tags: ['local-tips'], body: suggestLocalTipSchema, response: { 201: suggested } },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const context = commandContext(request);
        const { authorName, authorEmail, ...tip } = request.body;
        const first = (await highestLocalTipId(deps.db)) + 1;
        for (let id = first; id < first + MAX_ID_ATTEMPTS; id++) {
          const authorPersonId = `tipster:${id}`;
          const sealed = await sealedAuthor(deps, authorPersonId, authorName, authorEmail || null);
          const outcome = await executeCommand(
            deps.store,
            localTipSuggestionDecider,
            localTipStreamId(id),
            { kind: 'SuggestLocalTip', id, tip, ...sealed, authorPersonId, now: deps.clock.now() },
            context,
            { newStream: true, retry: { retries: 0 }, onConflict: () => {} },
          );
          if (outcome.conflicted) continue;
          if (authorEmail) await linkEmail(deps, authorEmail, authorPersonId);
          reply.code(201);
          return { id, status: 'pending' as const, position: positionOf(outcome.appended) };
        }
        throw new Error(`No free tip id from ${first}`);
      },
    );

    app.get(
      '/api/admin/local-tips',
      {
        config: { reads: [READS.adminLocalTips] },
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: moderationQuery,
          response: { 200: z.array(tipForModeration) },
        },
      },
      async (request) => {
        return withAuthorEmails(deps, await listTipsForModeration(deps.db, request.query.status));
      },
    );

    for (const action of ['verify', 'reject'] as const) {
      app.post(
        `/api/admin/local-tips/:id/${action}`,
        {
          onRequest: requireAdmin,
          schema: {
            tags: ['admin'],
            params: idParam,
            body: moderateLocalTipSchema.nullish(),
            response: { 200: moderated },
          },
        },
        async (request) => {
          await executeCommand(
            deps.store,
            localTipSuggestionDecider,
            localTipStreamId(request.params.id),
            {
              kind: action === 'verify' ? 'VerifyLocalTip' : 'RejectLocalTip',
              moderatorId: request.account!.id,
              note: request.body?.note || null,
              now: deps.clock.now(),
            },
            commandContext(request),
          );
          return {
            id: request.params.id,
            status: action === 'verify' ? ('verified' as const) : ('rejected' as const),
          };
        },
      );
    }
  };
}
