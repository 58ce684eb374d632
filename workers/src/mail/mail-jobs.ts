import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';
import type pg from 'pg';
import type { Config } from '@nsg/platform/config.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { sendQueuedMail } from './mail-sender.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const MAIL_QUEUE = 'mail';

/**
 * Sends the outbox every 15 seconds over SMTP_URL. Without SMTP_URL nothing is sent: messages stay
 * queued and `npm run mail -- list` or /admin/mail shows them.
 */
export async function startMail(
  config: Config,
  pool: pg.Pool,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const queue = new Queue(MAIL_QUEUE, { connection, prefix });
  if (!config.SMTP_URL) {
    logger.info('SMTP_URL is not set: mail stays in the outbox');
    await queue.removeJobScheduler('send-queued-mail');
    return { queue, close: () => queue.close() };
  }
  const store = createEventStore(config, pool);
  const transport = createTransport(config.SMTP_URL);
  const deps = {
    db: createDb<ReadModelTables>(pool),
    store,
    vault: createPersonalDataVault(pool),
    transport,
    from: config.MAIL_FROM,
    logger,
  };
  await keepJobScheduler(
    queue,
    connection,
    'send-queued-mail',
    { every: 15_000 },
    { name: 'send-queued-mail' },
  );
  const worker = new Worker(
    MAIL_QUEUE,
    tracedJob(MAIL_QUEUE, () => sendQueuedMail(deps)),
    { connection, prefix, concurrency: 1, metrics: WORKER_METRICS },
  );
  worker.on('failed', (job, error) =>
    logger.error('mail job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
      transport.close();
      await store.close();
    },
  };
}
