import type { ColumnType } from 'kysely';
import type { BeachExposure } from '@nsg/domain/conditions/beach-hazard.ts';
import type { OpeningHours } from '@nsg/domain/catalog/opening-hours.ts';

export type LocalTipRowStatus = 'listed' | 'pending' | 'verified' | 'rejected';

export interface CatalogTables {
  beaches: {
    id: number;
    name: string;
    location: string;
    description: string;
    image: string;
    surf_height: string;
    surf_status: string;
    has_lifeguards: boolean;
    has_parking: string;
    best_for: string;
    /** Japanese versions, null where the catalog has only the English. */
    description_ja: ColumnType<string | null, string | null | undefined, string | null>;
    best_for_ja: ColumnType<string | null, string | null | undefined, string | null>;
    latitude: string | null;
    longitude: string | null;
    geofence_radius: number;
    /** The BeachExposure of its last catalog.BeachExposureSet, or null. */
    exposure: ColumnType<BeachExposure | null, string | null | undefined, string | null>;
    /** When its lifeguards or exposure were last set. */
    safety_facts_edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The revision of its stream's last event, and when an admin retired it (null while it is shown). */
    revision: ColumnType<number, number | undefined, number>;
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  businesses: {
    id: number;
    name: string;
    category: string;
    location: string;
    description: string;
    image: string;
    latitude: string | null;
    longitude: string | null;
    phone: string | null;
    website: string | null;
    /** Japanese version, null where the catalog has only the English. */
    description_ja: ColumnType<string | null, string | null | undefined, string | null>;
    name_ja: ColumnType<string | null, string | null | undefined, string | null>;
    /** Added by the seed: invented, to show how the guide works. */
    sample: ColumnType<boolean, boolean | undefined, boolean>;
    /** The advertiser whose claim an admin approved, or null. */
    owner_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** The owner's approved OpeningHours, or null where none are known. */
    hours: ColumnType<OpeningHours | null, string | null | undefined, string | null>;
    /** The owner's approved photos: uploaded image paths. */
    photos: ColumnType<string[], string | undefined, string>;
    /** The revision of its stream's last event, and when an admin retired it (null while it is shown). */
    revision: ColumnType<number, number | undefined, number>;
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  products: {
    id: number;
    name: string;
    description: string;
    price: number;
    image: string;
    category: string;
    /** Japanese versions, null where the catalog has only the English. */
    name_ja: ColumnType<string | null, string | null | undefined, string | null>;
    description_ja: ColumnType<string | null, string | null | undefined, string | null>;
    /** Added by the seed: invented, to show how the shop works. */
    sample: ColumnType<boolean, boolean | undefined, boolean>;
    /** The revision of its stream's last event, and when an admin retired it (null while it is shown). */
    revision: ColumnType<number, number | undefined, number>;
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  local_tips: {
    id: number;
    category: string;
    document: unknown;
    /** 'listed' for the catalog's own tips; a visitor's suggestion is 'pending', then 'verified' or 'rejected'. */
    status: ColumnType<LocalTipRowStatus, LocalTipRowStatus | undefined, LocalTipRowStatus>;
    /** A suggestion's author, and their email as vault ciphertext (null when none was given). */
    author_person_id: ColumnType<string | null, string | null | undefined, string | null>;
    author_email: ColumnType<string | null, string | null | undefined, string | null>;
    submitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    moderator_notes: ColumnType<string | null, string | null | undefined, string | null>;
    moderated_by: ColumnType<string | null, string | null | undefined, string | null>;
    moderated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The revision of the tip's stream: an admin's edit names the one its form was loaded at. */
    revision: ColumnType<number, number | undefined, number>;
    /** Retired by an admin: gone from visitors' pages. */
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  eco_categories: {
    id: number;
    document: unknown;
    /** The revision of the category's stream: an admin's edit names the one its form was loaded at. */
    revision: ColumnType<number, number | undefined, number>;
    /** Retired by an admin, once it had no live challenges: gone from visitors' pages. */
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  eco_challenges: {
    id: number;
    category_id: number;
    document: unknown;
    /** The revision of the challenge's stream: an admin's edit names the one its form was loaded at. */
    revision: ColumnType<number, number | undefined, number>;
    /** Retired by an admin: gone from visitors' pages; progress and points earned keep their history. */
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  eco_rewards: {
    id: number;
    document: unknown;
    /** The revision of the reward's stream: an admin's edit names the one its form was loaded at. */
    revision: ColumnType<number, number | undefined, number>;
    /** Retired by an admin: gone from visitors' pages; its redemptions keep their history. */
    retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  survey_categories: { id: number; document: unknown };
}
