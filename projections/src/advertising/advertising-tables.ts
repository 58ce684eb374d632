import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
/**
 * Postgres numeric comes back as a string. A date is compared and written as YYYY-MM-DD text, but node-postgres
 * reads it back as a Date at local midnight: select it with to_char, or pass it through `dateText`.
 */
type DateText = ColumnType<string, string, string>;

/** What visitors are shown of an ad: its approved content. */
export interface ServedAd {
  title: string;
  description: string;
  imageUrl: string | null;
  images: string[];
  linkUrl: string | null;
  businessType: string | null;
  imageRotationEnabled: boolean;
  imageRotationInterval: number;
}

export interface AdvertisingTables {
  campaigns: {
    id: string;
    advertiser_id: string;
    name: string;
    description: string;
    budget: ColumnType<string, number, number>;
    duration_months: number;
    start_date: DateText;
    end_date: DateText;
    expires_at: Date;
    target_audience: Json<{ ages: [number, number]; interests: string[] }>;
    status: string;
    paid: ColumnType<boolean, boolean | undefined, boolean>;
    renewal_reminder_sent_at: Date | null;
    placement: ColumnType<string, string | undefined, string>;
    status_reason: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: Date;
    updated_at: Date;
  };
  ads: {
    id: string;
    campaign_id: string;
    advertiser_id: string;
    title: string;
    description: string;
    image_url: string | null;
    images: Json<string[]>;
    link_url: string | null;
    business_type: string | null;
    size: string;
    position: string;
    image_rotation_enabled: boolean;
    image_rotation_interval: number;
    status: string;
    /** The last approved version, shown to visitors (null until approved, and after a rejection). */
    served: ColumnType<ServedAd | null, never, ServedAd | null>;
    rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: Date;
    updated_at: Date;
    /** When the current content was sent for review (created, or last edited). */
    submitted_at: Date;
  };
  /** Counted views of each image of an ad per Hawaii day, and the clicks made while it was on screen. */
  ad_image_views: {
    ad_id: string;
    image_url: string;
    day: ColumnType<string, string, string>;
    advertiser_id: string;
    views: number;
    clicks: number;
  };
  payments: {
    id: string;
    campaign_id: string;
    advertiser_id: string;
    payment_intent_id: string;
    amount_cents: number;
    currency: string;
    mode: string;
    status: string;
    last_error: string | null;
    refund_id: ColumnType<string | null, string | null | undefined, string | null>;
    refunded_cents: ColumnType<number, number | undefined, number>;
    created_at: Date;
    updated_at: Date;
  };
  ad_stats: {
    ad_id: string;
    day: DateText;
    campaign_id: string;
    advertiser_id: string;
    impressions: number;
    clicks: number;
    flagged_impressions: number;
    flagged_clicks: number;
  };
  advertising_rates: {
    id: string;
    name: string;
    description: string;
    ad_type: string;
    position: string;
    size: string;
    daily_rate: ColumnType<string, number, number>;
    weekly_rate: ColumnType<string, number, number>;
    monthly_rate: ColumnType<string, number, number>;
    impressions_per_day: number;
    max_ads_per_position: number;
    is_active: boolean;
    updated_at: Date;
  };
}
