import type { Generated } from 'kysely';

export interface CheckpointTables {
  projection_checkpoints: {
    name: string;
    commit_position: string;
    prepare_position: string;
    global_position: string;
    last_event_at: Date | null;
    updated_at: Generated<Date>;
    parked_position: string | null;
    parked_event_id: string | null;
    parked_error: string | null;
    parked_at: Date | null;
  };
}
