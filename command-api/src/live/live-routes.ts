import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { LiveHub } from './live-hub.ts';

/** GET /api/live: a websocket for signed-in advertisers and admins. */
export function liveRoutes(hub: LiveHub) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/live',
      { websocket: true, preValidation: requireAccount, schema: { tags: ['live'] } },
      (socket, request) => {
        hub.add(socket, request.account!);
      },
    );
  };
}
