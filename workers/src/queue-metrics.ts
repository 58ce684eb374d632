import type { MetricsOptions, Queue } from 'bullmq';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * Given to every Worker: BullMQ then keeps, in Redis, how many jobs of the queue failed (and a minute's
 * counts for the last hour), whichever worker process ran them.
 */
export const WORKER_METRICS: MetricsOptions = { maxDataPoints: 60 };

const STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

/** Each queue's jobs by state, and its failures since metrics began, read from Redis at each scrape. */
export function observeQueues(registry: Registry, queues: readonly Queue[]): void {
  new Gauge({
    name: 'nsg_queue_jobs',
    help: 'BullMQ jobs by queue and state (failed: those the queue still keeps)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...STATES)));
      queues.forEach((queue, index) => {
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[index]![state] ?? 0);
      });
    },
  });
  new Counter({
    name: 'nsg_queue_jobs_failed_total',
    help: 'BullMQ jobs that failed, by queue, as the queue counts them',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const failed = await Promise.all(queues.map((queue) => queue.getMetrics('failed', 0, 0)));
      this.reset();
      queues.forEach((queue, index) => this.inc({ queue: queue.name }, failed[index]!.meta.count));
    },
  });
}
