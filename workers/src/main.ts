import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { APPLICATION_NAMES } from '@nsg/platform/connection-budget.ts';
import { createDb, createPool, poolTimeoutsOf } from '@nsg/platform/db.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import type { PlatformTables } from '@nsg/platform/migrations/platform-migrations.ts';
import { createMetricsRegistry, observePool, serveConfiguredMetrics } from '@nsg/platform/metrics/metrics.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { startTracing } from '@nsg/platform/tracing.ts';
import { Queue } from 'bullmq';
import { ADVERTISING_QUEUE, startCampaignExpiry } from './advertising/campaign-expiry.ts';
import { MAIL_QUEUE, startMail } from './mail/mail-jobs.ts';
import { MARKETPLACE_QUEUE, startListingExpiry } from './marketplace/listing-expiry.ts';
import { CONDITIONS_QUEUE } from './conditions/conditions-jobs.ts';
import { startLiveConditions } from './conditions/start-live-conditions.ts';
import { MAINTENANCE_QUEUE, startMaintenance } from './maintenance/maintenance-jobs.ts';
import { PUSH_QUEUE } from './push/push-jobs.ts';
import { observeQueues } from './queue-metrics.ts';

/** The workers process: `npm run workers`. Each feature's BullMQ queues start here. */
const config = loadConfigOrExit();
const tracing = startTracing(config, 'workers');
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

const queueNames = [
  MAINTENANCE_QUEUE,
  CONDITIONS_QUEUE,
  PUSH_QUEUE,
  MAIL_QUEUE,
  MARKETPLACE_QUEUE,
  ADVERTISING_QUEUE,
];
const watchedQueues = queueNames.map((name) => new Queue(name, { connection, prefix: 'nsg' }));
const metrics = createMetricsRegistry();
observePool(metrics, pool);
observeQueues(metrics, watchedQueues);
const metricsServer = await serveConfiguredMetrics(metrics, config);

const shutdown = async () => {
  await metricsServer?.close();
  await Promise.all([...services, ...watchedQueues].map((service) => service.close()));
  connection.disconnect();
  await db.destroy();
  await tracing.shutdown();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
