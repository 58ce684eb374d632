import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

const noop = () => undefined;

/**
 * Which methods each API path answers, kept beside Fastify's router: a request for a path we serve with a
 * method we do not is answered 405 with `Allow` (RFC 9110 §15.5.6), not 404.
 */
export function trackAllowedMethods(app: FastifyInstance) {
  const router = FindMyWay();
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      router.on(method as FindMyWay.HTTPMethod, route.url, noop);
      methods.add(method);
    }
  });
  return {
    /** The methods the path answers, empty when it is no path of ours. */
    allowedFor(path: string): string[] {
      return [...methods].filter((method) => router.find(method as FindMyWay.HTTPMethod, path) !== null);
    },
  };
}

export type AllowedMethods = ReturnType<typeof trackAllowedMethods>;
