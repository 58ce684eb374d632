import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * The tables a backup holds; everything else is rebuilt from them. `personal_data_subjects` links an
 * email (as a keyed hash) to the person ids it wrote under: erasure by email needs it after a restore.
 */
export const BACKUP_TABLES = [
  'events',
  'personal_data_keys',
  'personal_data_subjects',
  'app_settings',
] as const;

/** Loads a `npm run backup` file into a migrated database that has no events yet. */
export async function restoreBackup(databaseUrl: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from events');
    if (rows[0]!.count !== '0') throw new Error('The database already has events: restore into a fresh one.');
    // The settings made at first start (secrets) are replaced by the backed-up ones.
    await client.query('delete from app_settings');
    const restore = spawnSync(
      'pg_restore',
      ['--data-only', '--single-transaction', `--dbname=${databaseUrl}`, file],
      { stdio: 'inherit' },
    );
    if (restore.status !== 0) throw new Error(`pg_restore failed (${restore.status ?? restore.signal})`);
    // Transaction ids belong to the server that wrote them: on another server they can lie ahead of its
    // own, which would hide the restored log from $all readers and put every new event before it.
    // Below every id this server hands out, they read back in global-position order, which is
    // causal order (an append sees only what committed before it took its position).
    await client.query(`update events set transaction_id = '0'::xid8`);
    await client.query(
      `select setval(pg_get_serial_sequence('events', 'global_position'),
                     coalesce((select max(global_position) from events), 0) + 1, false)`,
    );
    const { rows: restored } = await client.query<{ count: string }>('select count(*) from events');
    return Number(restored[0]!.count);
  } finally {
    await client.end();
  }
}
