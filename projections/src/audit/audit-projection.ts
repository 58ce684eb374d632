import type { Projection } from '../runner/projection.ts';

/** Who did what and when: one row per event of the whole log. */
export const auditProjection: Projection = {
  name: 'audit',
  tables: ['audit_log'],
  eventTypes: 'all',
  async apply(db, event) {
    await db
      .insertInto('audit_log')
      .values({
        global_position: event.globalPosition.toString(),
        event_id: event.eventId,
        stream_id: event.streamId,
        type: event.type,
        actor: event.metadata.actor,
        correlation_id: event.metadata.correlationId,
        occurred_at: event.createdAt,
      })
      .execute();
    return { ids: [event.globalPosition.toString()], audience: 'admin' };
  },
};
