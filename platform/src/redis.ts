import { Redis } from 'ioredis';

/** A Redis connection; BullMQ workers need `maxRetriesPerRequest: null`, commands want a bound. */
export function createRedis(url: string, options: { forWorkers?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: options.forWorkers ? null : 2,
    enableOfflineQueue: options.forWorkers ?? false,
    lazyConnect: false,
    // The API's commands (a rate-limit count per request) issued in the same turn of the event loop go
    // out in one write: under load, fewer round trips for Redis and the API's CPU alike.
    enableAutoPipelining: !options.forWorkers,
  });
  // Connection errors are retried by ioredis; an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  return redis;
}
