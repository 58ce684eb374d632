import type { Kysely } from 'kysely';
import { platformMigrations } from '@nsg/platform/migrations/platform-migrations.ts';
import { runMigrations } from '@nsg/platform/migrations/run-migrations.ts';
import { readModelMigrations } from './migrations/read-model-migrations.ts';

/** Brings a database to the current schema: platform tables first, then read models. */
export async function migrateAll(db: Kysely<unknown>): Promise<void> {
  await runMigrations(db, platformMigrations, 'platform');
  await runMigrations(db, readModelMigrations, 'read_model');
}
