import type { ColumnType } from 'kysely';
import type { BeachExposure } from '@nsg/domain/conditions/beach-hazard.ts';

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
    /** Added by the seed: invented, to show how the guide works. */
    sample: ColumnType<boolean, boolean | undefined, boolean>;
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
  local_tips: { id: number; category: string; document: unknown };
  eco_categories: { id: number; document: unknown };
  eco_challenges: { id: number; category_id: number; document: unknown };
  eco_rewards: { id: number; document: unknown };
  survey_categories: { id: number; document: unknown };
}
