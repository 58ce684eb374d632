export interface AuditTables {
  audit_log: {
    global_position: string;
    event_id: string;
    stream_id: string;
    type: string;
    actor: string;
    correlation_id: string;
    occurred_at: Date;
  };
}
