import type { Generated, JSONColumnType } from 'kysely';
import type { HazardReason, HazardSource } from '@nsg/domain/conditions/beach-hazard.ts';

export interface ConditionsTables {
  condition_observations: {
    id: Generated<string>;
    kind: string;
    source: string;
    observed_at: Date;
    fetched_at: Generated<Date>;
    data: JSONColumnType<Record<string, unknown>, string, string>;
  };
  highway_status: {
    entry_id: string;
    status: string;
    kam_hwy: string | null;
    h2: string | null;
    total_delay: number | null;
    last_travel_time: string | null;
    entered_by: string;
    entered_at: Date;
    expires_at: Date;
  };
  /** The current rating of each beach, and the rise a follower was last told about. */
  beach_hazards: {
    beach_id: number;
    level: string;
    reasons: JSONColumnType<HazardReason[], string, string>;
    sources: JSONColumnType<HazardSource[], string, string>;
    assessed_at: Date;
    /** The last level other than `unknown`: a rise is measured from it. */
    last_known_level: string | null;
    /** The assessment that last rose to `high` or `extreme`: push alerts fire once per rise. */
    rise_event_id: string | null;
    rise_level: string | null;
  };
  /** Every assessment, with its inputs: what the site told visitors, and when. */
  beach_hazard_assessments: {
    event_id: string;
    beach_id: number;
    beach_name: string;
    level: string;
    reasons: JSONColumnType<HazardReason[], string, string>;
    sources: JSONColumnType<HazardSource[], string, string>;
    inputs: JSONColumnType<Record<string, unknown>, string, string>;
    assessed_at: Date;
    global_position: string;
  };
}
