import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Campaigns, ads, payments and daily ad statistics. Append new migrations; never change one that has run. */
export const advertisingMigrations: Record<string, Migration> = {
  'advertising-0001-tables': ddl(
    sql`
      create table campaigns (
        id uuid primary key,
        advertiser_id uuid not null,
        name text not null,
        description text not null,
        budget numeric(10, 2) not null,
        duration_months integer not null,
        start_date date not null,
        end_date date not null,
        expires_at timestamptz not null,
        target_audience jsonb not null,
        status text not null,
        paid boolean not null default false,
        renewal_reminder_sent_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
    sql`create index campaigns_advertiser on campaigns (advertiser_id, created_at desc)`,
    sql`create index campaigns_status on campaigns (status, end_date)`,
    sql`
      create table ads (
        id uuid primary key,
        campaign_id uuid not null,
        advertiser_id uuid not null,
        title text not null,
        description text not null,
        image_url text,
        images jsonb not null,
        link_url text,
        business_type text,
        size text not null,
        position text not null,
        image_rotation_enabled boolean not null,
        image_rotation_interval integer not null,
        status text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
    sql`create index ads_advertiser on ads (advertiser_id, created_at desc)`,
    sql`create index ads_campaign on ads (campaign_id)`,
    sql`create index ads_status on ads (status, created_at)`,
    sql`
      create table payments (
        id uuid primary key,
        campaign_id uuid not null,
        advertiser_id uuid not null,
        payment_intent_id text not null unique,
        amount_cents integer not null,
        currency text not null,
        mode text not null,
        status text not null,
        last_error text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
    sql`create index payments_campaign on payments (campaign_id)`,
    sql`
      create table ad_stats (
        ad_id uuid not null,
        day date not null,
        campaign_id uuid not null,
        advertiser_id uuid not null,
        impressions integer not null default 0,
        clicks integer not null default 0,
        flagged_impressions integer not null default 0,
        flagged_clicks integer not null default 0,
        primary key (ad_id, day)
      )`,
    sql`create index ad_stats_advertiser on ad_stats (advertiser_id, day)`,
  ),
  'advertising-0002-rates': ddl(sql`
  create table advertising_rates (
    id uuid primary key,
    name text not null,
    description text not null,
    ad_type text not null,
    position text not null,
    size text not null,
    daily_rate numeric(10, 2) not null,
    weekly_rate numeric(10, 2) not null,
    monthly_rate numeric(10, 2) not null,
    impressions_per_day integer not null,
    max_ads_per_position integer not null,
    is_active boolean not null,
    updated_at timestamptz not null
  )`),
  // The content visitors are shown: the last approved version, kept while an edit awaits review.
  'advertising-0003-served-version': ddl(
    sql`alter table ads add column served jsonb`,
    // Ads approved before: their current content is the approved one.
    sql`
      update ads set served = jsonb_build_object(
        'title', title, 'description', description, 'imageUrl', image_url, 'images', images,
        'linkUrl', link_url, 'businessType', business_type,
        'imageRotationEnabled', image_rotation_enabled, 'imageRotationInterval', image_rotation_interval)
      where status = 'approved'`,
  ),
  // Placements chosen with the campaign, why an ad was not approved, counts per rotated image, refunds.
  'advertising-0004-placements-reasons-images': ddl(
    sql`alter table campaigns add column placement text not null default 'content'`,
    sql`alter table ads add column rejection_reason text`,
    sql`alter table payments add column refund_id text`,
    sql`
      create table ad_image_stats (
        ad_id uuid not null,
        image_url text not null,
        advertiser_id uuid not null,
        impressions integer not null default 0,
        clicks integer not null default 0,
        primary key (ad_id, image_url)
      )`,
  ),
  // Image views per day: a measure of their own since impressions count once per ad view, in any range.
  'advertising-0005-image-views-by-day': ddl(
    sql`
      create table ad_image_views (
        ad_id uuid not null,
        image_url text not null,
        day date not null,
        advertiser_id uuid not null,
        views integer not null default 0,
        clicks integer not null default 0,
        primary key (ad_id, image_url, day)
      )`,
    sql`create index ad_image_views_advertiser on ad_image_views (advertiser_id, day)`,
    sql`drop table ad_image_stats`,
  ),
  // When the content under review was sent: the edit's date for an edit, the creation date for a new ad.
  'advertising-0006-ad-submitted-at': ddl(
    sql`alter table ads add column submitted_at timestamptz`,
    sql`update ads set submitted_at = case when status = 'pending' then updated_at else created_at end`,
    sql`alter table ads alter column submitted_at set not null`,
  ),
  // Refunds in parts; why an admin paused or rejected a campaign, shown to its advertiser.
  'advertising-0007-money-partial-refunds-reasons': ddl(
    sql`alter table payments add column refunded_cents integer not null default 0`,
    sql`alter table campaigns add column status_reason text`,
  ),
};
