import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Traffic facts: one typed row per impression, image view and click. Append new migrations; never change one that has run. */
export const trafficFactsMigrations: Record<string, Migration> = {
  'traffic-facts-0001-facts': ddl(
    sql`
      create table traffic_facts (
        commit_position bigint not null,
        prepare_position bigint not null,
        recorded_at timestamptz not null,
        kind text not null,
        at timestamptz not null,
        day date not null,
        hour smallint not null,
        campaign_id text not null,
        ad_id text not null,
        image_url text,
        placement text not null,
        page text not null,
        language text not null,
        device text not null,
        flag text,
        rule_version smallint not null,
        judged boolean not null,
        flag_rule_2 text,
        flag_rule_3 text,
        visitor_id text not null,
        device_key text,
        network_key text,
        primary key (commit_position, prepare_position)
      )`,
    sql`
      create table traffic_fact_placements (
        campaign_id text primary key,
        placement text not null
      )`,
  ),
};
