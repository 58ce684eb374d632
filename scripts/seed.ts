import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { migrate, seed } from './prepare-database.ts';

const config = loadConfigOrExit();
await migrate(config);
const { seeded, admin } = await seed(config);
console.log(`Seed: ${seeded} new catalog events. Admin from ADMIN_EMAIL: ${admin}.`);
