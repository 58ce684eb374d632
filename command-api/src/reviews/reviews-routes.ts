import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderateReviewSchema,
  reviewDecider,
  reviewStreamId,
  reviewTargetTypes,
  submitReviewSchema,
} from '@nsg/domain/reviews/review.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { listApprovedReviews, listReviewsForModeration } from '@nsg/projections/reviews/reviews-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { linkEmail } from '../personal-data/person-links.ts';
import { sealedAuthor, withAuthorEmails } from '../personal-data/sealed-author.ts';
import { uuidParam } from '../http/schemas.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';

const reviewsQuery = z.object({
  type: z.enum(reviewTargetTypes, 'Type must be beach or business'),
  targetId: integerId('Target id must be a number', 'Target id must be a positive number'),
});
const moderationQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const submitted = z.object({ id: z.string(), status: z.literal('pending'), position: z.string() });
const moderated = z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) });
export const publicReview = z.object({
  id: z.string(),
  type: z.string().describe('beach or business'),
  targetId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  visitDate: z.null(),
  createdAt: z.string(),
  ownerReply: z
    .object({ reply: z.string(), repliedAt: z.string(), edited: z.boolean() })
    .nullable()
    .describe("The business owner's public reply, if any"),
});
const reviewForModeration = publicReview.omit({ visitDate: true, ownerReply: true }).extend({
  targetName: z.string().nullable().describe("The business or beach's name; null if it is gone"),
  status: z.string(),
  moderatorNotes: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  authorEmail: z
    .string()
    .nullable()
    .describe('Decrypted for the admin; "[erased]" once the person is erased'),
});

export function reviewsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['reviews'];

    app.get(
      '/api/reviews',
      {
        config: { reads: [READS.reviews] },
        schema: { tags, querystring: reviewsQuery, response: { 200: z.array(publicReview) } },
      },
      (request) => listApprovedReviews(deps.db, request.query.type, request.query.targetId),
    );

    app.post(
      '/api/reviews',
      {
        schema: { tags, body: submitReviewSchema, response: { 201: submitted } },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        reply.code(201);
        const context = commandContext(request);
        const { authorEmail, authorName, ...input } = request.body;
        const reviewId = context.idempotencyKey
          ? deterministicId(`review:${context.idempotencyKey}`)
          : newId();
        const authorPersonId = `reviewer:${reviewId}`;
        // Independent of each other: asked together, the visitor waits for one round trip, not two.
        const [sealed, exists] = await Promise.all([
          sealedAuthor(deps, authorPersonId, authorName, authorEmail ?? null),
          deps.catalogFacts.targetExists(input.type, input.targetId),
        ]);
        const { appended } = await executeCommand(
          deps.store,
          reviewDecider,
          reviewStreamId(reviewId),
          {
            kind: 'SubmitReview',
            reviewId,
            input,
            ...sealed,
            authorPersonId,
            targetExists: exists,
            now: deps.clock.now(),
          },
          context,
          { newStream: !context.idempotencyKey },
        );
        // Only a review the decider accepted keeps the email: a refused one leaves no link behind.
        if (authorEmail) await linkEmail(deps, authorEmail, authorPersonId);
        return {
          id: reviewId,
          status: 'pending' as const,
          position: positionOf(appended),
        };
      },
    );

    app.get(
      '/api/admin/reviews',
      {
        config: { reads: [READS.adminReviews] },
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: moderationQuery,
          response: { 200: z.array(reviewForModeration) },
        },
      },
      async (request) => {
        return withAuthorEmails(deps, await listReviewsForModeration(deps.db, request.query.status));
      },
    );

    for (const action of ['approve', 'reject'] as const) {
      app.post(
        `/api/admin/reviews/:id/${action}`,
        {
          onRequest: requireAdmin,
          schema: {
            tags: ['admin'],
            params: uuidParam,
            body: moderateReviewSchema.nullish(),
            response: { 200: moderated },
          },
        },
        async (request) => {
          await executeCommand(
            deps.store,
            reviewDecider,
            reviewStreamId(request.params.id),
            {
              kind: action === 'approve' ? 'ApproveReview' : 'RejectReview',
              moderatorId: request.account!.id,
              note: request.body?.note || null,
              now: deps.clock.now(),
            },
            commandContext(request),
          );
          return {
            id: request.params.id,
            status: action === 'approve' ? ('approved' as const) : ('rejected' as const),
          };
        },
      );
    }
  };
}
