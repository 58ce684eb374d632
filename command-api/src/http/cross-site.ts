import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * CSRF protection without tokens: a browser tells where a request comes from (`Sec-Fetch-Site`, or
 * `Origin` in older browsers), so a state-changing API call, or a websocket upgrade (which carries the
 * session cookie too), made from another site is refused. A request without either header does not come
 * from a browser page (curl, a payment webhook) and carries no ambient credentials worth forging.
 */
export function installCrossSiteProtection(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const upgrade = String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(request.method) && !upgrade) return done();
    if (isCrossSite(request)) return sendError(reply, 403, CROSS_SITE_MESSAGE);
    done();
  });
}

function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    // Through URL as well, so a default port written out ("host:443") compares equal to none.
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: not our page.
    return true;
  }
}
