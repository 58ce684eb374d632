import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

type SchedulerArgs = Parameters<Queue['upsertJobScheduler']>;

/**
 * Upserts a job scheduler now, and again each time the Redis connection comes back: a Redis restarted
 * without persistence has forgotten every scheduler, and the queue would otherwise stay silent until
 * the workers restart. The work itself lives in Postgres (outboxes, claims), so nothing is lost.
 */
export async function keepJobScheduler(
  queue: Queue,
  connection: Redis,
  ...[id, repeat, template]: SchedulerArgs
): Promise<void> {
  await queue.upsertJobScheduler(id, repeat, template);
  connection.on('ready', () => {
    queue.upsertJobScheduler(id, repeat, template).catch(() => {
      // Lost again already: the next 'ready' upserts it.
    });
  });
}
