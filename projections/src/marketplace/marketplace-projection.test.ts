import { beforeAll, describe, it } from 'vitest';
import { listingStreamId, type ListingCreated } from '@nsg/domain/marketplace/listing.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { marketplaceProjection } from './marketplace-projection.ts';

const BOARD = '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';
const OTHER_BOARD = '9c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';

/** The seller's name sealed under their key, as listings write it now. */
let sealedName: string;
/** A name sealed under a key erased since: a rebuild after the erasure meets it. */
let nameUnderErasedKey: string;
const spec = projectionSpec(marketplaceProjection);

beforeAll(async () => {
  const database = spec.database();
  const vault = createPersonalDataVault(database.pool);
  sealedName = await vault.encrypt(`seller-${BOARD}`, 'Kai');
  nameUnderErasedKey = await vault.encrypt(`seller-${OTHER_BOARD}`, 'Noe');
  await vault.erase(`seller-${OTHER_BOARD}`);
});

const created = (listingId: string, seller: Partial<ListingCreated['data']> = {}): SpecEvent => ({
  streamId: listingStreamId(listingId),
  type: 'marketplace.ListingCreated',
  data: {
    listingId,
    title: '6\'2" shortboard',
    length: '6\'2"',
    lengthFeet: 6,
    condition: 'Good',
    price: '$350',
    location: 'Haleiwa',
    sellerName: 'Kai',
    description: 'A few pressure dings, no repairs.',
    photoUrl: null,
    email: 'pd1:sealed-email',
    phone: null,
    emailLookup: `lookup-${listingId}`,
    sellerPersonId: `seller-${listingId}`,
    createdAt: '2026-11-27T18:00:00.000Z',
    expiresAt: '2026-12-27T18:00:00.000Z',
    sellerTokenHash: 'token-hash',
    ...seller,
  },
});
const contacted = (listingId: string, n: number): SpecEvent => ({
  streamId: listingStreamId(listingId),
  type: 'marketplace.SellerContacted',
  data: { listingId, contactId: `contact-${n}`, contactedAt: '2026-11-28T18:00:00.000Z' },
});
const sold: SpecEvent = {
  streamId: listingStreamId(BOARD),
  type: 'marketplace.ListingMarkedSold',
  data: { listingId: BOARD, soldAt: '2026-11-29T18:00:00.000Z' },
};
const expired: SpecEvent = {
  streamId: listingStreamId(BOARD),
  type: 'marketplace.ListingExpired',
  data: { listingId: BOARD, expiredAt: '2026-12-27T19:00:00.000Z' },
};
const renewed: SpecEvent = {
  streamId: listingStreamId(BOARD),
  type: 'marketplace.ListingRenewed',
  data: { listingId: BOARD, renewedAt: '2026-12-28T18:00:00.000Z', expiresAt: '2027-01-27T18:00:00.000Z' },
};
const erased = (personIds: string[]): SpecEvent => ({
  streamId: 'erasure-1',
  type: 'personal-data.PersonErased',
  data: { erasureId: '1', personIds, erasedAt: '2026-11-30T18:00:00.000Z' },
});

describe('the marketplace projection', () => {
  it('puts a new listing on the board, uncontacted, in English unless the seller chose Japanese', async () => {
    await spec
      .given([])
      .when([created(BOARD), created(OTHER_BOARD, { locale: 'ja' })])
      .then({
        listings: [
          {
            id: BOARD,
            title: '6\'2" shortboard',
            length_feet: 6,
            price: '$350',
            seller_name: 'Kai',
            seller_locale: 'en',
            status: 'active',
            contact_count: 0,
            expires_at: new Date('2026-12-27T18:00:00Z'),
            sold_at: null,
          },
          { id: OTHER_BOARD, seller_locale: 'ja' },
        ],
      });
  });

  it('opens a sealed seller name, and shows "[erased]" for one whose key is gone', async () => {
    await spec
      .given([])
      .when([
        created(BOARD, { sellerName: sealedName, namesSealed: true }),
        created(OTHER_BOARD, { sellerName: nameUnderErasedKey, namesSealed: true }),
      ])
      .then({
        listings: [
          { id: BOARD, seller_name: 'Kai' },
          { id: OTHER_BOARD, seller_name: '[erased]' },
        ],
      });
  });

  it('counts each time a seller is contacted, per listing', async () => {
    await spec
      .given([created(BOARD), created(OTHER_BOARD), contacted(BOARD, 1)])
      .when([contacted(BOARD, 2), contacted(OTHER_BOARD, 3), contacted(BOARD, 4)])
      .then({
        listings: [
          { id: BOARD, contact_count: 3 },
          { id: OTHER_BOARD, contact_count: 1 },
        ],
      });
  });

  it('shows a sold board as sold, with when', async () => {
    await spec
      .given([created(BOARD), contacted(BOARD, 1)])
      .when([sold])
      .then({
        listings: [{ status: 'sold', sold_at: new Date('2026-11-29T18:00:00Z'), contact_count: 1 }],
      });
  });

  it('takes an expired listing off the board, and a renewal within the grace period puts it back', async () => {
    await spec
      .given([created(BOARD)])
      .when([expired])
      .then({ listings: [{ status: 'expired' }] });
    await spec
      .given([created(BOARD), expired])
      .when([renewed])
      .then({ listings: [{ status: 'active', expires_at: new Date('2027-01-27T18:00:00Z') }] });
  });

  it('keeps an erased seller’s listings under the name "[erased]"', async () => {
    await spec
      .given([created(BOARD), created(OTHER_BOARD, { sellerName: 'Noe' })])
      .when([erased([`seller-${BOARD}`])])
      .then({
        listings: [
          { id: BOARD, seller_name: '[erased]', status: 'active' },
          { id: OTHER_BOARD, seller_name: 'Noe' },
        ],
      });
  });

  it('tells everybody of the board’s changes, and admins alone of a contact', async () => {
    await spec
      .given([created(OTHER_BOARD)])
      .when([created(BOARD), contacted(BOARD, 1), sold, erased([`seller-${BOARD}`])])
      .thenAnnounces([
        { ids: [BOARD], audience: 'public' },
        { ids: [BOARD], audience: 'admin' },
        { ids: [BOARD], audience: 'public' },
        { ids: [BOARD], audience: 'public' },
      ]);
  });

  it('tells nobody of an erasure that left its listings as they were', async () => {
    await spec
      .given([created(BOARD)])
      .when([erased(['person-without-listings'])])
      .thenAnnounces([]);
  });
});
