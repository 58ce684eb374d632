import type { ColumnType } from 'kysely';
import type { TrafficFlag } from '@nsg/domain/advertising/traffic-rules/traffic-flags.ts';

/** A date written as YYYY-MM-DD text; select it with to_char (node-postgres reads a date as local midnight). */
type DateText = ColumnType<string, string, string>;

/** Each rule version's verdict on a fact: a column per version (a new version adds one and rebuilds). */
export interface VerdictColumns {
  flag_rule_2: TrafficFlag;
  flag_rule_3: TrafficFlag;
}

export const verdictColumn = (version: number) => `flag_rule_${version}` as keyof VerdictColumns;

export interface TrafficFactsTables {
  traffic_facts: VerdictColumns & {
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
    flag: TrafficFlag;
    rule_version: number;
    /**
     * Whether the event kept the inputs a rule judges (events recorded before they were kept were not
     * judged again: every rule's verdict on them is the recorded flag).
     */
    judged: boolean;
    /** What a judge needs to pick up its state again from the verdicts (device and network keys are keyed hashes). */
    visitor_id: string;
    device_key: string | null;
    network_key: string | null;
  };
  traffic_fact_placements: {
    campaign_id: string;
    placement: string;
  };
}
