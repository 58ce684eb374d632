import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors.ts';

export const FRONTEND_DIST = path.resolve(import.meta.dirname, '../../../frontend/dist');

/** Serves the built frontend; any other non-API GET gets index.html so the router can show its page or its 404. */
export function frontendRoutes(distDir: string, uploadDir: string) {
  return async (app: FastifyInstance) => {
    const built = existsSync(path.join(distDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
    }
    await app.register(fastifyStatic, {
      root: path.resolve(uploadDir),
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return sendError(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`);
      }
      if (!built)
        return reply.code(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', distDir);
    });
  };
}
