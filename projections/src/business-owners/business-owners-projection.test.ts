import { describe, it } from 'vitest';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { catalogProjection } from '../catalog/catalog-projection.ts';
import { businessOwnersProjection } from './business-owners-projection.ts';

const owners = projectionSpec(businessOwnersProjection);
const catalog = projectionSpec(catalogProjection);
const shaveIce = SEED_BUSINESSES[0]!;
const owner = '00000000-0000-4000-8000-00000000000a';
const claimId = '00000000-0000-4000-8000-0000000000c1';
const editId = '00000000-0000-4000-8000-0000000000e1';
const newerEditId = '00000000-0000-4000-8000-0000000000e2';
const reviewId = '00000000-0000-4000-8000-0000000000f1';
const at = '2026-11-27T20:00:00.000Z';
const stream = `business_listing-${shaveIce.id}`;
const hours = {
  sunday: [],
  monday: [{ opens: '09:00', closes: '17:00' }],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};

const businessAdded: SpecEvent = {
  streamId: `business-${shaveIce.id}`,
  type: 'catalog.BusinessAdded',
  actor: SEED_ACTOR,
  data: shaveIce,
};
const claimed: SpecEvent = {
  streamId: stream,
  type: 'catalog.BusinessClaimRequested',
  data: { businessId: shaveIce.id, claimId, advertiserId: owner, message: 'I run it', requestedAt: at },
};
const claimApproved: SpecEvent = {
  streamId: stream,
  type: 'catalog.BusinessClaimApproved',
  data: { businessId: shaveIce.id, claimId, advertiserId: owner, by: 'admin-1', at },
};
const proposed = (id: string, phone: string): SpecEvent => ({
  streamId: stream,
  type: 'catalog.ListingEditProposed',
  data: {
    businessId: shaveIce.id,
    editId: id,
    advertiserId: owner,
    changes: { hours, phone },
    previous: { hours: null, phone: shaveIce.phone ?? null },
    proposedAt: at,
  },
});
const editApproved: SpecEvent = {
  streamId: stream,
  type: 'catalog.ListingEditApproved',
  data: {
    businessId: shaveIce.id,
    editId: newerEditId,
    advertiserId: owner,
    by: 'admin-1',
    at,
    changes: { hours, phone: '(808) 555-0199' },
    previous: { hours: null, phone: shaveIce.phone ?? null },
  },
};
const replied = (reply: string): SpecEvent => ({
  streamId: `review_reply-${reviewId}`,
  type: 'reviews.OwnerReplied',
  data: { reviewId, businessId: shaveIce.id, advertiserId: owner, reply, repliedAt: at },
});

describe('the business owners projection', () => {
  it('keeps a claim from its request to its approval', () =>
    owners
      .given([claimed])
      .when([claimApproved])
      .then({
        business_claims: [
          {
            id: claimId,
            business_id: shaveIce.id,
            status: 'approved',
            message: 'I run it',
            decided_by: 'admin-1',
          },
        ],
      }));

  it('leaves only the newest proposal pending', () =>
    owners
      .given([claimed, claimApproved, proposed(editId, '(808) 555-0198')])
      .when([proposed(newerEditId, '(808) 555-0199')])
      .then({
        listing_edits: [
          { id: editId, status: 'superseded' },
          { id: newerEditId, status: 'pending' },
        ],
      }));

  it('keeps one reply per review, marked edited once changed', () =>
    owners
      .given([replied('Mahalo!')])
      .when([replied('Mahalo for visiting!')])
      .then({ review_replies: [{ review_id: reviewId, reply: 'Mahalo for visiting!', edited: true }] }));
});

describe('the catalog projection, for owned listings', () => {
  it('keeps showing the approved listing while an edit waits', () =>
    catalog
      .given([businessAdded, claimApproved])
      .when([proposed(editId, '(808) 555-0198')])
      .then({
        businesses: [{ id: shaveIce.id, owner_id: owner, phone: shaveIce.phone ?? null, hours: null }],
      }));

  it('shows an approved edit: its hours and phone, the rest unchanged', () =>
    catalog
      .given([businessAdded, claimApproved])
      .when([editApproved])
      .then({
        businesses: [
          {
            id: shaveIce.id,
            owner_id: owner,
            phone: '(808) 555-0199',
            hours,
            description: shaveIce.description,
            photos: [],
          },
        ],
      }));
});
