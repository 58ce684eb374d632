import type { ColumnType } from 'kysely';

export interface AuditTables {
  audit_log: {
    global_position: string;
    event_id: string;
    stream_id: string;
    type: string;
    actor: string;
    correlation_id: string;
    /** The event or command that caused this one, when the writer named it. */
    causation_id: string | null;
    data: ColumnType<unknown, string | null, string | null>;
    occurred_at: Date;
  };
}
