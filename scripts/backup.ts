import { spawnSync } from 'node:child_process';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { BACKUP_TABLES } from './restore-database.ts';

/**
 * `npm run backup -- <file>`: pg_dump of what cannot be rebuilt: the event log, the personal-data keys
 * and the settings (generated secrets). Read models are left out: a restore rebuilds them from the log.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- <file>');
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
const dump = spawnSync(
  'pg_dump',
  [
    '--format=custom',
    `--file=${file}`,
    ...BACKUP_TABLES.map((table) => `--table=${table}`),
    config.DATABASE_URL,
  ],
  { stdio: 'inherit' },
);
if (dump.status !== 0) process.exit(dump.status ?? 1);
console.log(`Backed up ${BACKUP_TABLES.join(', ')} to ${file}.`);
