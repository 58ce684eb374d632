import { Queue, Worker } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { PlatformTables } from '@nsg/platform/migrations/platform-migrations.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const MAINTENANCE_QUEUE = 'maintenance';

/** Housekeeping on a schedule: expired sessions and day-old idempotency keys are deleted. */
export async function startMaintenance(
  db: Kysely<PlatformTables>,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const queue = new Queue(MAINTENANCE_QUEUE, { connection, prefix });
  await keepJobScheduler(
    queue,
    connection,
    'delete-expired-sessions',
    { every: 60 * 60 * 1000 },
    { name: 'delete-expired-sessions' },
  );
  await keepJobScheduler(
    queue,
    connection,
    'delete-old-idempotency-keys',
    { pattern: '17 3 * * *', tz: 'Pacific/Honolulu' },
    {
      name: 'delete-old-idempotency-keys',
    },
  );
  const worker = new Worker(
    MAINTENANCE_QUEUE,
    tracedJob(MAINTENANCE_QUEUE, async (job) => {
      if (job.name === 'delete-expired-sessions') {
        const result = await db
          .deleteFrom('sessions')
          .where('expires_at', '<', sql<Date>`now()`)
          .executeTakeFirst();
        return { deleted: Number(result.numDeletedRows) };
      }
      if (job.name === 'delete-old-idempotency-keys') {
        const result = await db
          .deleteFrom('idempotency_keys')
          .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
          .executeTakeFirst();
        return { deleted: Number(result.numDeletedRows) };
      }
      throw new Error(`Unknown maintenance job ${job.name}`);
    }),
    { connection, prefix, metrics: WORKER_METRICS },
  );
  worker.on('failed', (job, error) =>
    logger.error('maintenance job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
