import type { FastifyInstance } from 'fastify';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiRoute {
  method: (typeof HTTP_METHODS)[number];
  /** The Fastify form of the path: `/api/ads/:id`. */
  url: string;
}

/**
 * Every API route the OpenAPI document lists (the websocket aside), so tests that walk all routes
 * pick up a new one without being edited.
 */
export async function apiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/live')
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method): method is ApiRoute['method'] =>
          (HTTP_METHODS as readonly string[]).includes(method),
        )
        .map((method) => ({ method, url: path.replace(/\{(\w+)\}/g, ':$1') })),
    );
}

export const routeName = (route: ApiRoute) => `${route.method} ${route.url}`;

/** The statuses the OpenAPI document gives each operation, by `routeName`. */
export async function documentedStatuses(app: FastifyInstance): Promise<Map<string, Set<number>>> {
  const response = await app.inject({ url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
  const statuses = new Map<string, Set<number>>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = { method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') };
      statuses.set(routeName(route as ApiRoute), new Set(Object.keys(operation.responses).map(Number)));
    }
  }
  return statuses;
}
