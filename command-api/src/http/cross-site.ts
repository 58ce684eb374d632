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
    if (!apiPath(request)) return done();
    if (SAFE_METHODS.has(request.method) && !isUpgrade(request)) return done();
    if (isCrossSite(request))
      return sendError(reply, 403, CROSS_SITE_MESSAGE, undefined, { code: 'cross_site_refused' });
    done();
  });
  // An upgrade answered with anything but the switch (refused here, a 404, an ordinary route) leaves a
  // socket Node's HTTP server no longer looks after: close it once answered, or it stays open for good.
  app.addHook('onResponse', (request, _reply, done) => {
    if (isUpgrade(request)) request.raw.socket?.destroy();
    done();
  });
}

const isUpgrade = (request: FastifyRequest) =>
  String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';

/**
 * Whether the request is for the API, judged as the router judges it: by the route it matched, or
 * else by the decoded path, so "/%61pi/…" is the API too.
 */
function apiPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api/');
  const path = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(path).startsWith('/api/');
  } catch {
    // Malformed escapes: refuse to treat it as anything but the API.
    return true;
  }
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
