import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { migrate } from './prepare-database.ts';
import { restoreBackup } from './restore-database.ts';

/**
 * `npm run restore -- <file>`: into a fresh DATABASE_URL, the log and keys of a `npm run backup` file.
 * Then `npm run projections -- rebuild all` makes the read models again.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- <file>   (then: npm run projections -- rebuild all)');
  process.exit(2);
}
const config = loadConfigOrExit();
await migrate(config);
const events = await restoreBackup(config.DATABASE_URL, file);
console.log(`Restored ${events} events. Now rebuild the read models: npm run projections -- rebuild all`);
