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
    /** The parked event's log position; null on rows parked before it was kept. */
    parked_commit: string | null;
    parked_prepare: string | null;
  };
  projection_leases: {
    name: string;
    owner: string;
    /** The backend pid of the owner's lease connection: a standby takes over at once when it is gone. */
    owner_pid: number | null;
    /** Raised on each takeover; a page commits only at its owner's epoch. */
    epoch: string;
    acquired_at: Date;
    heartbeat_at: Date;
    expires_at: Date;
  };
}
