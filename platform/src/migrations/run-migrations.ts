import { Migrator, type Kysely, type Migration } from 'kysely';

/** Runs an ordered set of migrations, kept apart from other sets by their own bookkeeping table. */
export async function runMigrations(
  db: Kysely<unknown>,
  migrations: Record<string, Migration>,
  tableName: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${tableName}_migrations`,
    migrationLockTableName: `${tableName}_migrations_lock`,
    // Each feature keeps its own list; a feature added later may sort before ones that already ran.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error)
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
