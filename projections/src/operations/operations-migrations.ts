import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * The operations page's memory: each projection's and reactor's position and lag, sampled by the
 * runner every few seconds and kept about two hours. Append new migrations only.
 */
export const operationsMigrations: Record<string, Migration> = {
  'operations-0001-projection-lag-samples': ddl(
    sql`
      create table projection_lag_samples (
        name text not null,
        sampled_at timestamptz not null,
        global_position bigint not null,
        lag_events integer not null,
        lag_seconds real not null,
        primary key (sampled_at, name)
      )`,
  ),
};
