import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis key @fastify/rate-limit counts a route's calls under, as its Redis store builds it:
 * `${nameSpace}${method}${routeUrl}-${clientKey}` (a test fails if the library changes it).
 */
export const rateLimitCounterKey = (
  nameSpace: string,
  route: { method: string; url: string | undefined },
  clientKey: string,
) => `${nameSpace}${route.method}${route.url}-${clientKey}`;

// Never below zero: the window may have ended (and the counter gone) while the request ran.
const GIVE_BACK = `
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if current > 0 then return redis.call('DECR', KEYS[1]) end
  return 0`;

/**
 * A server error is ours, not the visitor's: the call it answered gives its rate-limit point back, so
 * clients retrying through an outage are not locked out when it ends.
 */
export function giveBackPointsOnServerErrors(
  app: FastifyInstance,
  redis: Redis,
  nameSpace: string,
  clientKey: (request: FastifyRequest) => string,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500 || !request.routeOptions.config?.rateLimit) return;
    const route = { method: request.method, url: request.routeOptions.url };
    const key = rateLimitCounterKey(nameSpace, route, clientKey(request));
    await redis.eval(GIVE_BACK, 1, key).catch((error: unknown) => {
      request.log.warn({ err: error }, 'a rate-limit point could not be given back');
    });
  });
}
