import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  businessListingDecider,
  claimDecisionSchema,
  listingContentSchema,
  type BusinessListingEvent,
  type ListingContent,
} from './business-listing.ts';

const now = new Date('2026-11-27T20:00:00Z');
const at = now.toISOString();
const spec = deciderSpec(businessListingDecider);
const claim = {
  kind: 'RequestClaim' as const,
  businessId: 7,
  claimId: 'c1',
  advertiserId: 'owner',
  advertiserStatus: 'active',
  business: 'listed' as const,
  message: 'I run it',
  now,
};
const requested: BusinessListingEvent = {
  type: 'catalog.BusinessClaimRequested',
  data: { businessId: 7, claimId: 'c1', advertiserId: 'owner', message: 'I run it', requestedAt: at },
};
const approved: BusinessListingEvent = {
  type: 'catalog.BusinessClaimApproved',
  data: { businessId: 7, claimId: 'c1', advertiserId: 'owner', by: 'admin-1', at },
};
const live: ListingContent = {
  description: 'Shave ice',
  descriptionJa: null,
  phone: '(808) 555-0100',
  website: null,
  hours: null,
  photos: [],
};
const closedWeek = {
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};
const hours = { ...closedWeek, monday: [{ opens: '09:00', closes: '17:00' }] };
const propose = {
  kind: 'ProposeEdit' as const,
  businessId: 7,
  editId: 'e1',
  advertiserId: 'owner',
  live,
  proposed: { ...live, hours },
  now,
};
const proposed: BusinessListingEvent = {
  type: 'catalog.ListingEditProposed',
  data: {
    businessId: 7,
    editId: 'e1',
    advertiserId: 'owner',
    changes: { hours },
    previous: { hours: null },
    proposedAt: at,
  },
};

describe('business listing decider: claims', () => {
  it('lets an approved advertiser claim a listed business', () =>
    spec.given([]).when(claim).then([requested]));
  it('refuses a claim from an advertiser not yet approved', () =>
    spec
      .given([])
      .when({ ...claim, advertiserStatus: 'pending' })
      .thenThrows('forbidden', 'must be approved'));
  it('refuses a claim of a retired business', () =>
    spec
      .given([])
      .when({ ...claim, business: 'retired' })
      .thenThrows('conflict', 'retired'));
  it('refuses a claim of a business that does not exist', () =>
    spec
      .given([])
      .when({ ...claim, business: 'missing' })
      .thenThrows('not_found'));
  it('refuses a second claim while the first waits', () =>
    spec.given([requested]).when(claim).thenThrows('conflict', 'already waiting'));
  it('refuses a claim of a business that already has its owner', () =>
    spec
      .given([requested, approved])
      .when({ ...claim, claimId: 'c2', advertiserId: 'someone-else' })
      .thenThrows('conflict', 'already managed'));
  it('approves a waiting claim, naming the owner', () =>
    spec
      .given([requested])
      .when({ kind: 'ApproveClaim', claimId: 'c1', by: 'admin-1', now })
      .then([approved]));
  it('rejects a claim with the reason', () =>
    spec
      .given([requested])
      .when({ kind: 'RejectClaim', claimId: 'c1', reason: 'Not the owner', by: 'admin-1', now })
      .then([
        {
          type: 'catalog.BusinessClaimRejected',
          data: {
            businessId: 7,
            claimId: 'c1',
            advertiserId: 'owner',
            by: 'admin-1',
            at,
            reason: 'Not the owner',
          },
        },
      ]));
  it('answers a conflict on a claim already decided', () =>
    spec
      .given([requested, approved])
      .when({ kind: 'ApproveClaim', claimId: 'c1', by: 'admin-1', now })
      .thenThrows('conflict', 'already approved'));
  it('asks for a reason to reject', () => {
    const parsed = claimDecisionSchema.safeParse({ status: 'rejected', reason: ' ' });
    expect(parsed.error?.issues[0]?.message).toBe('Please say why the claim is rejected');
  });
});

describe('business listing decider: edits', () => {
  it('records only the changed fields, with their previous values', () =>
    spec.given([requested, approved]).when(propose).then([proposed]));
  it('refuses an edit from anyone but the owner', () =>
    spec
      .given([requested, approved])
      .when({ ...propose, advertiserId: 'someone-else' })
      .thenThrows('forbidden', 'Only the owner'));
  it('refuses an edit before the claim is approved', () =>
    spec.given([requested]).when(propose).thenThrows('forbidden'));
  it('refuses an edit that changes nothing', () =>
    spec
      .given([requested, approved])
      .when({ ...propose, proposed: live })
      .thenThrows('invalid', 'Nothing changed'));
  it('approves the waiting edit with what goes live', () =>
    spec
      .given([requested, approved, proposed])
      .when({ kind: 'ApproveEdit', editId: 'e1', by: 'admin-1', now })
      .then([
        {
          type: 'catalog.ListingEditApproved',
          data: {
            businessId: 7,
            editId: 'e1',
            advertiserId: 'owner',
            by: 'admin-1',
            at,
            changes: { hours },
            previous: { hours: null },
          },
        },
      ]));
  it('refuses to approve an edit a newer one replaced', () => {
    const newer: BusinessListingEvent = {
      ...proposed,
      data: { ...proposed.data, editId: 'e2' },
    } as BusinessListingEvent;
    spec
      .given([requested, approved, proposed, newer])
      .when({ kind: 'ApproveEdit', editId: 'e1', by: 'admin-1', now })
      .thenThrows('conflict', 'no longer waiting');
  });
});

describe('listing content', () => {
  it('refuses overlapping opening times and photos from elsewhere', () => {
    const parsed = listingContentSchema.safeParse({
      description: 'x',
      hours: {
        ...closedWeek,
        friday: [
          { opens: '09:00', closes: '14:00' },
          { opens: '13:00', closes: '18:00' },
        ],
      },
      photos: ['https://tracker.example/pixel.gif'],
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Opening times of one day must not overlap',
      'Upload the photo here: only photos uploaded to North Shore Guide can be used',
    ]);
  });
});
