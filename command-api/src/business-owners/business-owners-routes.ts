import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessListingDecider,
  businessListingStreamId,
  claimBusinessSchema,
  claimDecisionSchema,
  listingContentSchema,
  listingEditDecisionSchema,
  type ClaimedBusinessState,
} from '@nsg/domain/catalog/business-listing.ts';
import { ownerReplyDecider, ownerReplySchema, ownerReplyStreamId } from '@nsg/domain/reviews/owner-reply.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import {
  businessForClaim,
  findClaim,
  findListingEdit,
  findReviewedBusiness,
  listClaimsForModeration,
  listListingEditsForModeration,
  listOwnerListings,
  listOwnerRequests,
  listOwnerReviews,
  liveListing,
} from '@nsg/projections/business-owners/business-owners-queries.ts';
import { statusFilter } from '../admin/admin-schemas.ts';
import { actorOf, requireAccount, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { idParam, uuidParam } from '../http/schemas.ts';
import { publicReview } from '../reviews/reviews-routes.ts';
import { listingFields, requestIdOf, requestView } from './owner-views.ts';

const listingChanges = z.object(listingFields).partial();
const claimView = z.object({
  id: z.string(),
  businessId: z.number().int(),
  businessName: z.string().nullable(),
  message: z.string().nullable(),
  status: z.string().describe('pending, approved or rejected'),
  reason: z.string().nullable().describe('Why the claim was rejected'),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
const editView = z.object({
  id: z.string(),
  businessId: z.number().int(),
  businessName: z.string().nullable(),
  changes: listingChanges.describe('The fields the edit changes, with their new values'),
  previous: listingChanges.describe('The same fields as visitors saw them when the edit was proposed'),
  status: z.string().describe('pending, approved, rejected, or superseded by a newer edit'),
  reason: z.string().nullable(),
  proposedAt: z.string(),
  decidedAt: z.string().nullable(),
});
const ownerListings = z.object({
  claims: z.array(claimView),
  requests: z.array(requestView).describe("The advertiser's requests for new businesses, newest first"),
  listings: z.array(
    z.object({
      businessId: z.number().int(),
      name: z.string(),
      ...listingFields,
      latestEdit: editView.nullable().describe('The newest edit, waiting or decided'),
    }),
  ),
});
const withCompany = { companyName: z.string().nullable() };
const accepted = z.object({ id: z.string(), status: z.string(), position: z.string() });
const decided = z.object({ id: z.string(), status: z.string(), position: z.string() });
const adminStatuses = statusFilter(['pending', 'approved', 'rejected']);

/** The advertiser who owns the business, or a 404 (no such business) or a 403 (someone else's). */
async function assertOwner(deps: AppDeps, request: FastifyRequest, businessId: number) {
  const business = await businessForClaim(deps.db, businessId);
  if (!business) throw new HttpError(404, 'Business not found');
  if (business.owner_id !== request.account!.id)
    throw new HttpError(403, 'Only the owner of this business can manage its listing');
}

/**
 * The business as its own catalog stream has it. Read from the stream, not the read model, so a business
 * an admin retired a moment ago cannot be claimed.
 */
async function catalogState(deps: AppDeps, businessId: number): Promise<ClaimedBusinessState> {
  const history = await deps.store.readStream(`business-${businessId}`);
  if (history.length === 0) return 'missing';
  return history.some((event) => event.type === 'catalog.BusinessRetired') ? 'retired' : 'listed';
}

/** Owners claim businesses and keep their listings; admins decide on claims and edits. */
export function businessOwnersRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['business owners'];

    app.get(
      '/api/advertiser/listings',
      {
        config: { reads: [READS.ownerListings] },
        onRequest: requireAccount,
        schema: { tags, response: { 200: ownerListings } },
      },
      async (request) => {
        const advertiserId = request.account!.id;
        const [listings, requests] = await Promise.all([
          listOwnerListings(deps.db, advertiserId),
          listOwnerRequests(deps.db, advertiserId),
        ]);
        return { ...listings, requests };
      },
    );

    app.post(
      '/api/advertiser/listings/claims',
      {
        onRequest: requireAccount,
        schema: { tags, body: claimBusinessSchema, response: { 201: accepted } },
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const { businessId, message } = request.body;
        const claimId = requestIdOf(request, 'business-claim');
        const { appended } = await executeCommand(
          deps.store,
          businessListingDecider,
          businessListingStreamId(businessId),
          {
            kind: 'RequestClaim',
            businessId,
            claimId,
            advertiserId: request.account!.id,
            advertiserStatus: request.account!.status,
            business: await catalogState(deps, businessId),
            message,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        reply.code(201);
        return { id: claimId, status: 'pending', position: positionOf(appended) };
      },
    );

    app.put(
      '/api/advertiser/listings/:id',
      {
        onRequest: requireAccount,
        schema: { tags, params: idParam, body: listingContentSchema, response: { 200: accepted } },
      },
      async (request) => {
        const businessId = request.params.id;
        await assertOwner(deps, request, businessId);
        const live = (await liveListing(deps.db, businessId))!;
        const editId = requestIdOf(request, 'listing-edit');
        const { appended } = await executeCommand(
          deps.store,
          businessListingDecider,
          businessListingStreamId(businessId),
          {
            kind: 'ProposeEdit',
            businessId,
            editId,
            advertiserId: request.account!.id,
            live,
            proposed: request.body,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: editId, status: 'pending', position: positionOf(appended) };
      },
    );

    app.get(
      '/api/advertiser/listings/:id/reviews',
      {
        config: { reads: [READS.ownerListings] },
        onRequest: requireAccount,
        schema: { tags, params: idParam, response: { 200: z.array(publicReview) } },
      },
      async (request) => {
        await assertOwner(deps, request, request.params.id);
        return listOwnerReviews(deps.db, request.params.id);
      },
    );

    app.put(
      '/api/advertiser/reviews/:id/reply',
      {
        onRequest: requireAccount,
        schema: { tags, params: uuidParam, body: ownerReplySchema, response: { 200: accepted } },
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const review = await findReviewedBusiness(deps.db, request.params.id);
        if (!review) throw new HttpError(404, 'Review not found');
        if (review.ownerId !== request.account!.id)
          throw new HttpError(403, 'Only the owner of this business can reply to its reviews');
        const { appended } = await executeCommand(
          deps.store,
          ownerReplyDecider,
          ownerReplyStreamId(request.params.id),
          {
            kind: 'Reply',
            reviewId: request.params.id,
            businessId: review.businessId,
            advertiserId: request.account!.id,
            reply: request.body.reply,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, status: 'published', position: positionOf(appended) };
      },
    );

    app.get(
      '/api/admin/business-claims',
      {
        config: { reads: [READS.adminBusinessClaims] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: adminStatuses,
          response: { 200: z.array(claimView.extend(withCompany)) },
        },
      },
      (request) => listClaimsForModeration(deps.db, request.query.status ?? 'pending'),
    );

    app.patch(
      '/api/admin/business-claims/:id/status',
      {
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, body: claimDecisionSchema, response: { 200: decided } },
      },
      async (request) => {
        const claim = await findClaim(deps.db, request.params.id);
        if (!claim) throw new HttpError(404, 'Claim not found');
        const moderation = { claimId: request.params.id, by: actorOf(request), now: deps.clock.now() };
        const { appended } = await executeCommand(
          deps.store,
          businessListingDecider,
          businessListingStreamId(claim.businessId),
          request.body.status === 'approved'
            ? { kind: 'ApproveClaim', ...moderation }
            : { kind: 'RejectClaim', ...moderation, reason: request.body.reason! },
          commandContext(request),
        );
        return { id: request.params.id, status: request.body.status, position: positionOf(appended) };
      },
    );

    app.get(
      '/api/admin/listing-edits',
      {
        config: { reads: [READS.adminBusinessClaims] },
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: adminStatuses,
          response: { 200: z.array(editView.extend(withCompany)) },
        },
      },
      (request) => listListingEditsForModeration(deps.db, request.query.status ?? 'pending'),
    );

    app.patch(
      '/api/admin/listing-edits/:id/status',
      {
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, body: listingEditDecisionSchema, response: { 200: decided } },
      },
      async (request) => {
        const edit = await findListingEdit(deps.db, request.params.id);
        if (!edit) throw new HttpError(404, 'Edit not found');
        const moderation = { editId: request.params.id, by: actorOf(request), now: deps.clock.now() };
        const { appended } = await executeCommand(
          deps.store,
          businessListingDecider,
          businessListingStreamId(edit.businessId),
          request.body.status === 'approved'
            ? { kind: 'ApproveEdit', ...moderation }
            : { kind: 'RejectEdit', ...moderation, reason: request.body.reason! },
          commandContext(request),
        );
        return { id: request.params.id, status: request.body.status, position: positionOf(appended) };
      },
    );
  };
}
