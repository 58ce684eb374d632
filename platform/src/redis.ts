import { Redis } from 'ioredis';

/** A Redis connection; BullMQ workers need `maxRetriesPerRequest: null`, commands want a bound. */
export function createRedis(url: string, options: { forWorkers?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: options.forWorkers ? null : 2,
    enableOfflineQueue: options.forWorkers ?? false,
    lazyConnect: false,
  });
  // Connection errors are retried by ioredis; an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  return redis;
}
