import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Visitors' eco progress, stats, redeemed rewards and reward stock. Append new migrations; never change one that has run. */
export const ecoMigrations: Record<string, Migration> = {
  'eco-0001-tables': ddl(
    sql`
      create table eco_user_challenges (
        id uuid primary key,
        visitor_id text not null,
        challenge_id integer not null,
        status text not null,
        points_earned integer not null default 0,
        notes text,
        evidence_photos jsonb not null default '[]',
        started_at timestamptz not null,
        completed_at timestamptz,
        completed_day text,
        reviewed_by text,
        review_note text,
        reviewed_at timestamptz,
        unique (visitor_id, challenge_id)
      )`,
    sql`create index eco_user_challenges_status on eco_user_challenges (status, completed_at)`,
    sql`
      create table eco_user_stats (
        visitor_id text primary key,
        public_id text not null,
        points_earned integer not null default 0,
        points_spent integer not null default 0,
        points_held integer not null default 0,
        points_revoked integer not null default 0,
        challenges_completed integer not null default 0,
        co2_saved integer not null default 0,
        waste_reduced integer not null default 0,
        first_seen_at timestamptz not null
      )`,
    sql`create index eco_user_stats_rank on eco_user_stats ((points_earned - points_revoked) desc, first_seen_at)`,
    sql`
      create table eco_user_rewards (
        id uuid primary key,
        visitor_id text not null,
        reward_id integer not null,
        status text not null,
        points integer not null,
        code text unique,
        reason text,
        created_at timestamptz not null,
        redeemed_at timestamptz
      )`,
    sql`create index eco_user_rewards_visitor on eco_user_rewards (visitor_id, created_at desc)`,
    sql`create table eco_reward_stock (reward_id integer primary key, reserved integer not null default 0)`,
  ),
  // Fair play: a completion's points wait for an admin's verification when its challenge asks for one.
  'eco-0002-needs-verification': ddl(
    sql`alter table eco_user_challenges add column needs_verification boolean not null default false`,
  ),
};
