import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  createListingSchema,
  listingDecider,
  listingFormSchema,
  SELLER_LINK_REQUIRED_MESSAGE,
  type ListingCreated,
  type ListingEvent,
} from './listing.ts';

const spec = deciderSpec(listingDecider);
const created: ListingCreated = {
  type: 'marketplace.ListingCreated',
  data: {
    listingId: 'l1',
    title: 'Pipe gun',
    length: `7'2"`,
    lengthFeet: 7,
    condition: 'Good',
    price: '$450',
    location: 'Haleiwa',
    sellerName: 'cipher-name',
    description: null,
    photoUrl: null,
    email: 'cipher-email',
    phone: 'cipher-phone',
    emailLookup: 'lookup-kai',
    sellerPersonId: 'seller:l1',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-03-02T00:00:00.000Z',
    namesSealed: true,
    locale: 'en',
    sellerTokenHash: 'token-hash-kai',
  },
};
const day = (iso: string) => new Date(iso);

describe('listing decider', () => {
  it('creates a listing that expires 60 days later, with the starting feet for the length filter', () => {
    const {
      listingId: _,
      lengthFeet: __,
      createdAt: ___,
      expiresAt: ____,
      email,
      phone,
      sellerName,
      namesSealed: _____,
      sellerTokenHash,
      ...rest
    } = created.data;
    spec
      .given([])
      .when({
        kind: 'CreateListing',
        listingId: 'l1',
        input: { ...rest, length: `7'2"`, description: undefined, locale: 'en' },
        encryptedSellerName: sellerName,
        encryptedEmail: email,
        encryptedPhone: phone,
        emailLookup: 'lookup-kai',
        sellerPersonId: 'seller:l1',
        sellerTokenHash: sellerTokenHash!,
        photoUrl: null,
        now: day('2026-01-01T00:00:00.000Z'),
      })
      .then([created]);
  });

  it('marks sold only with the seller token, never with the email alone, and only once', () => {
    for (const sellerTokenHash of ['token-hash-other', null]) {
      spec
        .given([created])
        .when({ kind: 'MarkSold', sellerTokenHash, now: day('2026-01-05T00:00:00Z') })
        .thenThrows('forbidden', SELLER_LINK_REQUIRED_MESSAGE);
    }
    spec
      .given([created])
      .when({ kind: 'MarkSold', sellerTokenHash: 'token-hash-kai', now: day('2026-01-05T00:00:00Z') })
      .then([
        {
          type: 'marketplace.ListingMarkedSold',
          data: { listingId: 'l1', soldAt: '2026-01-05T00:00:00.000Z' },
        },
      ]);
    const sold: ListingEvent = {
      type: 'marketplace.ListingMarkedSold',
      data: { listingId: 'l1', soldAt: 'x' },
    };
    spec
      .given([created, sold])
      .when({ kind: 'MarkSold', sellerTokenHash: 'token-hash-kai', now: day('2026-01-06T00:00:00Z') })
      .thenThrows('conflict', 'already marked as sold');
    spec
      .given([])
      .when({ kind: 'MarkSold', sellerTokenHash: 'token-hash-kai', now: day('2026-01-06T00:00:00Z') })
      .thenThrows('not_found');
  });

  it('lets no one act on a listing from before seller tokens until a seller link is mailed', () => {
    const legacy: ListingCreated = { ...created, data: { ...created.data, sellerTokenHash: null } };
    spec
      .given([legacy])
      .when({ kind: 'MarkSold', sellerTokenHash: null, now: day('2026-01-05T00:00:00Z') })
      .thenThrows('forbidden', SELLER_LINK_REQUIRED_MESSAGE);
    const issued: ListingEvent = {
      type: 'marketplace.SellerLinkIssued',
      data: { listingId: 'l1', sellerTokenHash: 'token-hash-new', issuedAt: '2026-01-04T00:00:00.000Z' },
    };
    spec
      .given([])
      .when({ kind: 'IssueSellerLink', sellerTokenHash: 'x', now: day('2026-01-04T00:00:00Z') })
      .thenThrows('not_found');
    spec
      .given([legacy])
      .when({ kind: 'IssueSellerLink', sellerTokenHash: 'token-hash-new', now: day('2026-01-04T00:00:00Z') })
      .then([issued]);
    // A link asked for by mail does not take the seller's first one away.
    const state = [created, issued].reduce(listingDecider.evolve, listingDecider.initialState());
    for (const sellerTokenHash of ['token-hash-new', 'token-hash-kai']) {
      expect(
        listingDecider.decide(
          { kind: 'RenewListing', sellerTokenHash, now: day('2026-01-05T00:00:00Z') },
          state,
        ),
      ).toHaveLength(1);
    }
  });

  it('expires a due listing once, and not before it is due', () => {
    spec
      .given([created])
      .when({ kind: 'ExpireListing', now: day('2026-03-01T23:59:59Z') })
      .then([]);
    spec
      .given([created])
      .when({ kind: 'ExpireListing', now: day('2026-03-02T00:00:00Z') })
      .then([
        {
          type: 'marketplace.ListingExpired',
          data: { listingId: 'l1', expiredAt: '2026-03-02T00:00:00.000Z' },
        },
      ]);
    const expired: ListingEvent = {
      type: 'marketplace.ListingExpired',
      data: { listingId: 'l1', expiredAt: 'x' },
    };
    spec
      .given([created, expired])
      .when({ kind: 'ExpireListing', now: day('2026-04-01T00:00:00Z') })
      .then([]);
  });

  it('renews with the seller token, up to 14 days after expiry, pushing the expiry 60 days from now', () => {
    spec
      .given([created])
      .when({ kind: 'RenewListing', sellerTokenHash: 'token-hash-kai', now: day('2026-02-20T00:00:00Z') })
      .then([
        {
          type: 'marketplace.ListingRenewed',
          data: {
            listingId: 'l1',
            renewedAt: '2026-02-20T00:00:00.000Z',
            expiresAt: '2026-04-21T00:00:00.000Z',
          },
        },
      ]);
    spec
      .given([created])
      .when({ kind: 'RenewListing', sellerTokenHash: 'nope', now: day('2026-02-20T00:00:00Z') })
      .thenThrows('forbidden', SELLER_LINK_REQUIRED_MESSAGE);
    // Ended on 2 March: renewable for 14 days, back on the board; not after.
    const expired: ListingEvent = {
      type: 'marketplace.ListingExpired',
      data: { listingId: 'l1', expiredAt: '2026-03-02T00:00:00.000Z' },
    };
    spec
      .given([created, expired])
      .when({ kind: 'RenewListing', sellerTokenHash: 'token-hash-kai', now: day('2026-03-15T23:00:00Z') })
      .then([
        {
          type: 'marketplace.ListingRenewed',
          data: {
            listingId: 'l1',
            renewedAt: '2026-03-15T23:00:00.000Z',
            expiresAt: '2026-05-14T23:00:00.000Z',
          },
        },
      ]);
    spec
      .given([created, expired])
      .when({ kind: 'RenewListing', sellerTokenHash: 'token-hash-kai', now: day('2026-03-16T00:00:00Z') })
      .thenThrows('conflict', 'ended more than 14 days ago');
    const lateRenewal: ListingEvent = {
      type: 'marketplace.ListingRenewed',
      data: { listingId: 'l1', renewedAt: 'x', expiresAt: '2026-05-14T23:00:00.000Z' },
    };
    spec
      .given([created, expired, lateRenewal])
      .when({ kind: 'ContactSeller', contactId: 'c1', now: day('2026-03-20T00:00:00Z') })
      .then([
        {
          type: 'marketplace.SellerContacted',
          data: { listingId: 'l1', contactId: 'c1', contactedAt: '2026-03-20T00:00:00.000Z' },
        },
      ]);
    // A renewed listing is not expired by the job at the old date.
    const renewed: ListingEvent = {
      type: 'marketplace.ListingRenewed',
      data: { listingId: 'l1', renewedAt: 'x', expiresAt: '2026-04-21T00:00:00.000Z' },
    };
    spec
      .given([created, renewed])
      .when({ kind: 'ExpireListing', now: day('2026-03-05T00:00:00Z') })
      .then([]);
  });

  it('relays contact only while the board is available', () => {
    spec
      .given([created])
      .when({ kind: 'ContactSeller', contactId: 'c1', now: day('2026-01-02T00:00:00Z') })
      .then([
        {
          type: 'marketplace.SellerContacted',
          data: { listingId: 'l1', contactId: 'c1', contactedAt: '2026-01-02T00:00:00.000Z' },
        },
      ]);
    const sold: ListingEvent = {
      type: 'marketplace.ListingMarkedSold',
      data: { listingId: 'l1', soldAt: 'x' },
    };
    spec
      .given([created, sold])
      .when({ kind: 'ContactSeller', contactId: 'c2', now: day('2026-01-03T00:00:00Z') })
      .thenThrows('conflict', 'no longer available');
    spec
      .given([created])
      .when({ kind: 'ContactSeller', contactId: 'c3', now: day('2026-03-03T00:00:00Z') })
      .thenThrows('conflict', 'no longer available');
  });
});

describe('listing schemas', () => {
  const valid = {
    title: 'Pipe gun',
    length: `9'6"`,
    condition: 'Very Good',
    price: '$450',
    location: 'Haleiwa',
    sellerName: 'Kai',
    email: 'kai@example.com',
    phone: '808-555-0100',
  };
  // The first message per field, as the form shows it.
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const first: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
    return first;
  };

  it('accepts a complete listing and gives the spec messages for missing fields', () => {
    expect(createListingSchema.safeParse(valid).success).toBe(true);
    expect(messages(createListingSchema.safeParse({ ...valid, email: '', phone: ' ' }))).toEqual({
      email: 'Email is required',
    });
    // The contact relay protects the seller: a phone number is optional.
    const { phone: _, ...withoutPhone } = valid;
    expect(createListingSchema.parse(withoutPhone).phone).toBeUndefined();
    expect(createListingSchema.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
    expect(messages(createListingSchema.safeParse({ ...valid, email: 'kai@' }))).toEqual({
      email: 'Invalid email format',
    });
    expect(messages(createListingSchema.safeParse({ ...valid, length: '9 ft', condition: 'Mint' }))).toEqual({
      length: `Length must be feet and inches, like 9'6"`,
      condition: 'Condition must be one of New, Excellent, Very Good, Good, Fair, Beat',
    });
  });

  it('the form asks for feet and inches', () => {
    const { length: _, ...rest } = valid;
    expect(messages(listingFormSchema.safeParse({ ...rest, feet: '', inches: '' }))).toEqual({
      feet: 'Feet is required',
      inches: 'Inches is required',
    });
    expect(listingFormSchema.safeParse({ ...rest, feet: '9', inches: '6' }).success).toBe(true);
  });
});
