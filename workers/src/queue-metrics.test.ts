import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetricsRegistry } from '@nsg/platform/metrics/metrics.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { observeQueues, WORKER_METRICS } from './queue-metrics.ts';

const connection = createRedis('redis://127.0.0.1:6379', { forWorkers: true });
const prefix = `test-metrics-${randomBytes(4).toString('hex')}`;
const queue = new Queue('chores', { connection, prefix });
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
});

describe('queue metrics', () => {
  it('show each queue’s jobs by state and count its failures', async () => {
    const registry = createMetricsRegistry();
    observeQueues(registry, [queue]);
    const worker = new Worker(
      'chores',
      async (job) => {
        if (job.name === 'broken') throw new Error('no luck');
      },
      { connection, prefix, metrics: WORKER_METRICS },
    );
    const failed = new Promise((resolve) => worker.once('failed', resolve));
    await queue.add('broken', {});
    await failed;
    await worker.close();
    await queue.add('later', {}, { delay: 60_000 });
    await queue.add('waiting', {});

    const text = await registry.metrics();
    expect(text).toContain('nsg_queue_jobs{queue="chores",state="waiting"} 1');
    expect(text).toContain('nsg_queue_jobs{queue="chores",state="delayed"} 1');
    expect(text).toContain('nsg_queue_jobs{queue="chores",state="active"} 0');
    expect(text).toContain('nsg_queue_jobs{queue="chores",state="failed"} 1');
    expect(text).toContain('nsg_queue_jobs_failed_total{queue="chores"} 1');
  });
});
