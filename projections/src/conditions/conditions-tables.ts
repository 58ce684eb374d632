import type { Generated, JSONColumnType } from 'kysely';

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
}
