import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveHub } from './live-hub.ts';

/**
 * GET /api/live: a websocket of read-model changes. Advertisers and admins hear about their own rows and
 * queues; visitors without an account hear public changes only (a beach's rating, reviews, the catalog).
 */
export const LIVE_PATH = '/api/live';

export function liveRoutes(hub: LiveHub) {
  return async (app: FastifyInstance) => {
    app.get(LIVE_PATH, { websocket: true, schema: { tags: ['live'] } }, (socket, request) => {
      hub.add(socket, request.account ?? null, addressOf(request));
    });
  };
}

/** An upgrade asked of any other address is refused: it would otherwise hold a socket open for nothing. */
export function refuseStrayUpgrades(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.ws && request.routeOptions.url !== LIVE_PATH)
      await reply.code(400).send({ error: 'Bad Request', message: 'This address does not take a websocket' });
  });
}

/** An upgrade injected in-process has no network socket, and so no address of its own. */
const addressOf = (request: FastifyRequest) => (request.socket ? request.ip : 'in-process');
