import type { ColumnType } from 'kysely';
import type { ListingChanges } from '@nsg/domain/catalog/business-listing.ts';
import type { RequestedBusiness } from '@nsg/domain/catalog/business-request.ts';

type Json<T> = ColumnType<T, string, string>;

/** Owners' claims of businesses, their requests for new ones, their listing edits, and their replies. */
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
  /** Advertisers' requests for businesses the directory lacks. */
  business_requests: {
    id: string;
    advertiser_id: string;
    name: string;
    business: Json<RequestedBusiness>;
    /** pending, approved or rejected. */
    status: string;
    reason: ColumnType<string | null, string | null | undefined, string | null>;
    /** The directory's business, once the approval added it. */
    business_id: ColumnType<number | null, number | null | undefined, number | null>;
    requested_at: Date;
    decided_by: ColumnType<string | null, string | null | undefined, string | null>;
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
