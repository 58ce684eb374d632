import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { migrate } from './prepare-database.ts';

await migrate(loadConfigOrExit());
console.log('Database migrated.');
