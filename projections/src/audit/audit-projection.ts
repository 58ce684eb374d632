import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';
import { insertRows } from '../runner/page-apply.ts';

const columns = {
  global_position: 'bigint',
  event_id: 'uuid',
  stream_id: 'text',
  type: 'text',
  actor: 'text',
  correlation_id: 'text',
  causation_id: 'text',
  data: 'jsonb',
  occurred_at: 'timestamptz',
};

const rowOf = (event: RecordedEvent) => ({
  global_position: event.globalPosition.toString(),
  event_id: event.eventId,
  stream_id: event.streamId,
  type: event.type,
  actor: event.metadata.actor,
  correlation_id: event.metadata.correlationId,
  causation_id: event.metadata.causationId ?? null,
  data: JSON.stringify(event.data ?? null),
  occurred_at: event.createdAt,
});

const changeOf = (event: RecordedEvent): ReadModelChange => ({
  ids: [event.globalPosition.toString()],
  audience: 'admin',
});

/** Who did what and when: one row per event of the whole log. */
export const auditProjection: Projection = {
  name: 'audit',
  tables: ['audit_log'],
  eventTypes: 'all',
  async apply(db, events) {
    await insertRows(db, 'audit_log', columns, events.map(rowOf));
    return events.map(changeOf);
  },
};
