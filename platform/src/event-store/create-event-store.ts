import type pg from 'pg';
import type { Config } from '../config.ts';
import type { EventStore } from './event-store.ts';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { withStoredEventSchemas } from './stored-event-schemas.ts';

/**
 * The adapter `EVENT_STORE` names, reading streams upcast and checked against the events' schemas. The
 * pool stays the caller's; the EventStoreDB client is the store's own.
 */
export function createEventStore(config: Config, pool: pg.Pool): EventStore {
  if (config.EVENT_STORE === 'eventstoredb') {
    if (!config.ESDB_URL) throw new Error('ESDB_URL is required when EVENT_STORE=eventstoredb');
    return withStoredEventSchemas(createEventStoreDbEventStore(config.ESDB_URL));
  }
  return withStoredEventSchemas(createPostgresEventStore(pool));
}
