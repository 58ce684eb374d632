import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The tables a backup holds; everything else is rebuilt from them. `personal_data_subjects` links an
 * email (as a keyed hash) to the person ids it wrote under: erasure by email needs it after a restore.
 * `push_deliveries` are the alerts already sent: without them a restored server sends them again.
 */
export const BACKUP_TABLES = [
  'events',
  'personal_data_keys',
  'personal_data_subjects',
  'app_settings',
  'push_deliveries',
] as const;

/** Where a backup directory keeps the database dump and the uploaded images. */
export const backupFiles = (dir: string) => ({
  database: path.join(dir, 'database.dump'),
  uploads: path.join(dir, 'uploads'),
});

/** Copies a backup's uploaded images into `uploadDir`, keeping any image already there. */
export function restoreUploads(dir: string, uploadDir: string): void {
  const { uploads } = backupFiles(dir);
  if (existsSync(uploads)) cpSync(uploads, uploadDir, { recursive: true, force: false });
}

/** Loads the database of a `npm run backup` directory into a migrated database that has no events yet. */
export async function restoreBackup(databaseUrl: string, dir: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from events');
    if (rows[0]!.count !== '0') throw new Error('The database already has events: restore into a fresh one.');
    // The settings made at first start (secrets) are replaced by the backed-up ones.
    await client.query('delete from app_settings');
    const restore = spawnSync(
      'pg_restore',
      ['--data-only', '--single-transaction', `--dbname=${databaseUrl}`, backupFiles(dir).database],
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

/**
 * The email claim streams of these erased accounts' person ids (`advertiser:<id>`), found in the log
 * itself: the email that named them is gone with the erasure.
 */
export async function emailClaimsOf(pool: pg.Pool, personIds: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query<{ stream_id: string }>(
    `select distinct stream_id from events
     where type = 'accounts.EmailClaimed' and 'advertiser:' || (data->>'advertiserId') = any($1::text[])`,
    [personIds],
  );
  return rows.map((row) => row.stream_id);
}
