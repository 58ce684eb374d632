import type { ColumnType } from 'kysely';

/** A date written as YYYY-MM-DD text; select it with to_char (node-postgres reads a date as local midnight). */
type DateText = ColumnType<string, string, string>;

export interface TrafficFactsTables {
  traffic_facts: {
    /** The event's log position: its transaction, then its global position. */
    commit_position: string;
    prepare_position: string;
    /** When the event was recorded in the log ("as of" a time reads up to it). */
    recorded_at: Date;
    kind: 'impression' | 'click' | 'image-view';
    /** When the traffic happened, as the event says. */
    at: Date;
    /** Hawaii day and hour (0–23) of `at`. */
    day: DateText;
    hour: number;
    campaign_id: string;
    ad_id: string;
    image_url: string | null;
    /** The campaign's placement when the event was recorded ('content' before it was created). */
    placement: string;
    page: string;
    language: 'en' | 'ja';
    device: string;
    /** Why it was not counted when recorded (null: counted). */
    flag: string | null;
    rule_version: number;
    visitor_id: string;
    /** The rule inputs, null on events recorded before they were kept. */
    user_agent: string | null;
    serve: string | null;
    cookie: string | null;
    device_key: string | null;
    network_key: string | null;
  };
  traffic_fact_placements: {
    campaign_id: string;
    placement: string;
  };
}
