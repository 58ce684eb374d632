import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const types = new Set([
  'catalog.BusinessClaimRequested',
  'catalog.BusinessClaimApproved',
  'catalog.BusinessClaimRejected',
  'catalog.ListingEditProposed',
  'catalog.ListingEditApproved',
  'catalog.ListingEditRejected',
  'reviews.OwnerReplied',
  'catalog.BusinessRequested',
  'catalog.BusinessRequestApproved',
  'catalog.BusinessRequestRejected',
  'catalog.RequestedBusinessListed',
] as const);

/** Claims, requests for new businesses and listing edits as their owners and the admins reviewing them see them, and owners' replies. */
export const businessOwnersProjection: Projection = {
  name: 'business-owners',
  tables: ['business_claims', 'business_requests', 'listing_edits', 'review_replies'],
  eventTypes: types,
  apply: eachEvent(async (db, event) => {
    if (!isEventOf(event, types)) return;
    switch (event.type) {
      case 'catalog.BusinessClaimRequested': {
        const { claimId, businessId, advertiserId, message, requestedAt } = event.data;
        await db
          .insertInto('business_claims')
          .values({
            id: claimId,
            business_id: businessId,
            advertiser_id: advertiserId,
            message,
            status: 'pending',
            requested_at: new Date(requestedAt),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return { ids: [claimId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.BusinessClaimApproved':
      case 'catalog.BusinessClaimRejected': {
        const { claimId, advertiserId, by, at } = event.data;
        const rejected = event.type === 'catalog.BusinessClaimRejected';
        await db
          .updateTable('business_claims')
          .set({
            status: rejected ? 'rejected' : 'approved',
            reason: rejected ? event.data.reason : null,
            decided_by: by,
            decided_at: new Date(at),
          })
          .where('id', '=', claimId)
          .execute();
        return { ids: [claimId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.ListingEditProposed': {
        const { editId, businessId, advertiserId, changes, previous, proposedAt } = event.data;
        await db
          .updateTable('listing_edits')
          .set({ status: 'superseded' })
          .where('business_id', '=', businessId)
          .where('status', '=', 'pending')
          .execute();
        await db
          .insertInto('listing_edits')
          .values({
            id: editId,
            business_id: businessId,
            advertiser_id: advertiserId,
            changes: JSON.stringify(changes),
            previous: JSON.stringify(previous),
            status: 'pending',
            proposed_at: new Date(proposedAt),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return { ids: [editId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.ListingEditApproved':
      case 'catalog.ListingEditRejected': {
        const { editId, advertiserId, at } = event.data;
        const rejected = event.type === 'catalog.ListingEditRejected';
        await db
          .updateTable('listing_edits')
          .set({
            status: rejected ? 'rejected' : 'approved',
            reason: rejected ? event.data.reason : null,
            decided_at: new Date(at),
          })
          .where('id', '=', editId)
          .execute();
        return { ids: [editId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.BusinessRequested': {
        const { requestId, advertiserId, requestedAt, ...business } = event.data;
        await db
          .insertInto('business_requests')
          .values({
            id: requestId,
            advertiser_id: advertiserId,
            name: business.name,
            business: JSON.stringify(business),
            status: 'pending',
            requested_at: new Date(requestedAt),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return { ids: [requestId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.BusinessRequestApproved':
      case 'catalog.BusinessRequestRejected': {
        const { requestId, advertiserId, by, at } = event.data;
        const rejected = event.type === 'catalog.BusinessRequestRejected';
        await db
          .updateTable('business_requests')
          .set({
            status: rejected ? 'rejected' : 'approved',
            reason: rejected ? event.data.reason : null,
            decided_by: by,
            decided_at: new Date(at),
          })
          .where('id', '=', requestId)
          .execute();
        return { ids: [requestId], advertiserId, audience: 'advertiser' };
      }
      case 'catalog.RequestedBusinessListed': {
        const { requestId, businessId } = event.data;
        await db
          .updateTable('business_requests')
          .set({ business_id: businessId })
          .where('id', '=', requestId)
          .execute();
        return { ids: [requestId], audience: 'advertiser' };
      }
      case 'reviews.OwnerReplied': {
        const { reviewId, businessId, advertiserId, reply, repliedAt } = event.data;
        const row = {
          business_id: businessId,
          advertiser_id: advertiserId,
          reply,
          replied_at: new Date(repliedAt),
        };
        await db
          .insertInto('review_replies')
          .values({ review_id: reviewId, ...row })
          .onConflict((oc) => oc.column('review_id').doUpdateSet({ ...row, edited: true }))
          .execute();
        return { ids: [reviewId], audience: 'public' };
      }
    }
  }),
};
