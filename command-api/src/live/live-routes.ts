import type { FastifyInstance } from 'fastify';
import type { LiveHub } from './live-hub.ts';

/**
 * GET /api/live: a websocket of read-model changes. Advertisers and admins hear about their own rows and
 * queues; visitors without an account hear public changes only (a beach's rating, reviews, the catalog).
 */
export function liveRoutes(hub: LiveHub) {
  return async (app: FastifyInstance) => {
    app.get('/api/live', { websocket: true, schema: { tags: ['live'] } }, (socket, request) => {
      hub.add(socket, request.account ?? null);
    });
  };
}
