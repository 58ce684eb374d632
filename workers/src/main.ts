import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { APPLICATION_NAMES } from '@nsg/platform/connection-budget.ts';
import { createDb, createPool, poolTimeoutsOf } from '@nsg/platform/db.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import type { PlatformTables } from '@nsg/platform/migrations/platform-migrations.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { startCampaignExpiry } from './advertising/campaign-expiry.ts';
import { startMail } from './mail/mail-jobs.ts';
import { startListingExpiry } from './marketplace/listing-expiry.ts';
import { startLiveConditions } from './conditions/start-live-conditions.ts';
import { startMaintenance } from './maintenance/maintenance-jobs.ts';

/** The workers process: `npm run workers`. Each feature's BullMQ queues start here. */
const config = loadConfigOrExit();
const logger = createLogger('workers', config.LOG_LEVEL);
const pool = createPool(
  config.DATABASE_URL,
  config.WORKERS_DB_POOL_SIZE,
  poolTimeoutsOf(config),
  APPLICATION_NAMES.workers,
);
const db = createDb<PlatformTables>(pool);
const connection = createRedis(config.REDIS_URL, { forWorkers: true });

const services = [await startMaintenance(db, connection, logger)];
services.push(await startLiveConditions(config, pool, connection, logger));
services.push(await startMail(config, pool, connection, logger));
services.push(await startListingExpiry(config, pool, connection, logger));
services.push(await startCampaignExpiry(config, pool, connection, logger));
logger.info('workers started', { queues: ['maintenance'] });

const shutdown = async () => {
  await Promise.all(services.map((service) => service.close()));
  connection.disconnect();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
