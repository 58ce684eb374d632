import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { BACKUP_TABLES, backupFiles } from './restore-database.ts';

/**
 * `npm run backup -- <dir>`: what cannot be rebuilt, into a new directory: a pg_dump of the event log, the
 * personal-data keys and email links, the settings (generated secrets) and the push deliveries already
 * sent; and a copy of the uploaded images. Read models are left out: a restore rebuilds them from the log.
 */
const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run backup -- <dir>');
  process.exit(2);
}
const config = loadConfigOrExit();
if (config.EVENT_STORE === 'eventstoredb') {
  console.error(
    'The event log is in EventStoreDB: back it up with EventStoreDB’s own backup (a copy of its data ' +
      'directory or a cluster snapshot). `npm run backup` copies a Postgres event log, and would copy only ' +
      'the personal-data keys and settings here, which restore nothing on their own.',
  );
  process.exit(2);
}
if (existsSync(dir)) {
  console.error(`${dir} already exists: give the backup a new directory.`);
  process.exit(2);
}
const files = backupFiles(dir);
mkdirSync(dir, { recursive: true });
const dump = spawnSync(
  'pg_dump',
  [
    '--format=custom',
    `--file=${files.database}`,
    ...BACKUP_TABLES.map((table) => `--table=${table}`),
    config.DATABASE_URL,
  ],
  { stdio: 'inherit' },
);
if (dump.status !== 0) process.exit(dump.status ?? 1);
// Copied after the dump: an image is stored before the event naming it, so every one the dump names is here.
if (existsSync(config.UPLOAD_DIR)) cpSync(config.UPLOAD_DIR, files.uploads, { recursive: true });
console.log(`Backed up ${BACKUP_TABLES.join(', ')} and the uploaded images to ${dir}.`);
