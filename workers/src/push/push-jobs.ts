import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { evaluateAndSend, type PushDeps } from './evaluate-alerts.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const PUSH_QUEUE = 'push';
/** Time windows open and highway entries arrive without a new observation: evaluate now and then too. */
const EVALUATE_EVERY_MS = 5 * 60_000;

/** The push queue: an `evaluate` job after each conditions update, and on a schedule. */
export async function startPush(deps: PushDeps, connection: Redis, prefix = 'nsg') {
  const queue = new Queue(PUSH_QUEUE, { connection, prefix });
  await keepJobScheduler(
    queue,
    connection,
    'evaluate-alerts',
    { every: EVALUATE_EVERY_MS },
    { name: 'evaluate', opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  const worker = new Worker(
    PUSH_QUEUE,
    tracedJob(PUSH_QUEUE, async (job) => {
      if (job.name !== 'evaluate') throw new Error(`Unknown push job ${job.name}`);
      const result = await evaluateAndSend(deps);
      if (result.sent + result.gone + result.failed > 0)
        deps.logger.info('push alerts evaluated', { ...result });
      return result;
    }),
    // One evaluation at a time: the delivery claims make a second one harmless, but it would only wait.
    { connection, prefix, concurrency: 1, metrics: WORKER_METRICS },
  );
  worker.on('failed', (job, error) =>
    deps.logger.error('push job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    worker,
    /** Asks for an evaluation soon; a burst of updates makes one job. */
    async requestEvaluation() {
      await queue.add(
        'evaluate',
        {},
        { deduplication: { id: 'evaluate-after-update', ttl: 1000 }, removeOnComplete: 100 },
      );
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
