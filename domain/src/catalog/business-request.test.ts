import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { businessListingDecider } from './business-listing.ts';
import {
  businessRequestDecider,
  type BusinessRequestEvent,
  type RequestedBusiness,
} from './business-request.ts';

const now = new Date('2026-11-27T20:00:00Z');
const at = now.toISOString();
const spec = deciderSpec(businessRequestDecider);
const business: RequestedBusiness = {
  name: 'Kahuku Poke Stand',
  category: 'Food & Drink',
  location: 'Kahuku',
  description: 'Ahi poke bowls.',
  descriptionJa: null,
  phone: null,
  website: null,
  hours: null,
  photos: [],
};
const ask = {
  kind: 'RequestBusiness' as const,
  requestId: 'r1',
  advertiserId: 'owner',
  advertiserStatus: 'active',
  business,
  now,
};
const requested: BusinessRequestEvent = {
  type: 'catalog.BusinessRequested',
  data: { ...business, requestId: 'r1', advertiserId: 'owner', requestedAt: at },
};
const decision = { requestId: 'r1', advertiserId: 'owner', name: 'Kahuku Poke Stand', by: 'admin-1', at };
const approved: BusinessRequestEvent = {
  type: 'catalog.BusinessRequestApproved',
  data: { ...decision, business, latitude: '21.679300', longitude: '-157.951000' },
};
const approve = {
  kind: 'ApproveRequest' as const,
  latitude: '21.679300',
  longitude: '-157.951000',
  by: 'admin-1',
  now,
};

describe('business request decider', () => {
  it('lets an approved advertiser ask for a business', () => spec.given([]).when(ask).then([requested]));
  it('refuses an advertiser not yet approved', () =>
    spec
      .given([])
      .when({ ...ask, advertiserStatus: 'pending' })
      .thenThrows('forbidden', 'must be approved'));
  it('approves a waiting request with where it is, carrying the business', () =>
    spec.given([requested]).when(approve).then([approved]));
  it('rejects a waiting request with the reason', () =>
    spec
      .given([requested])
      .when({ kind: 'RejectRequest', reason: 'Outside the North Shore', by: 'admin-1', now })
      .then([
        { type: 'catalog.BusinessRequestRejected', data: { ...decision, reason: 'Outside the North Shore' } },
      ]));
  it('answers a conflict on a request already decided', () =>
    spec.given([requested, approved]).when(approve).thenThrows('conflict', 'already approved'));
  it('records the listed business once', () => {
    const listed: BusinessRequestEvent = {
      type: 'catalog.RequestedBusinessListed',
      data: { requestId: 'r1', businessId: 31 },
    };
    spec.given([requested, approved]).when({ kind: 'RecordListing', businessId: 31 }).then([listed]);
    spec.given([requested, approved, listed]).when({ kind: 'RecordListing', businessId: 32 }).then([]);
  });
  it('lists only an approved request', () =>
    spec.given([requested]).when({ kind: 'RecordListing', businessId: 31 }).thenThrows('conflict'));
});

describe('business listing decider: a requested business', () => {
  const own = {
    kind: 'OwnRequestedBusiness' as const,
    businessId: 31,
    requestId: 'r1',
    advertiserId: 'owner',
    hours: null,
    photos: [],
    by: 'admin-1',
    now,
  };
  const owned = {
    type: 'catalog.RequestedBusinessOwned' as const,
    data: {
      businessId: 31,
      requestId: 'r1',
      advertiserId: 'owner',
      hours: null,
      photos: [],
      by: 'admin-1',
      at,
    },
  };
  const listingSpec = deciderSpec(businessListingDecider);
  it('is owned by the advertiser who asked, once', () => {
    listingSpec.given([]).when(own).then([owned]);
    listingSpec.given([owned]).when(own).then([]);
  });
});
