import type { ColumnType } from 'kysely';
import type { ListingChanges } from '@nsg/domain/catalog/business-listing.ts';

type Json<T> = ColumnType<T, string, string>;

/** Owners' claims of businesses, their proposed listing edits, and their replies to reviews. */
export interface BusinessOwnersTables {
  business_claims: {
    id: string;
    business_id: number;
    advertiser_id: string;
    message: string | null;
    status: string;
    reason: ColumnType<string | null, string | null | undefined, string | null>;
    requested_at: Date;
    decided_by: ColumnType<string | null, string | null | undefined, string | null>;
    decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  listing_edits: {
    id: string;
    business_id: number;
    advertiser_id: string;
    changes: Json<ListingChanges>;
    previous: Json<ListingChanges>;
    /** pending, approved, rejected, or superseded by a newer proposal. */
    status: string;
    reason: ColumnType<string | null, string | null | undefined, string | null>;
    proposed_at: Date;
    decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  review_replies: {
    review_id: string;
    business_id: number;
    advertiser_id: string;
    reply: string;
    replied_at: Date;
    edited: ColumnType<boolean, boolean | undefined, boolean>;
  };
}
