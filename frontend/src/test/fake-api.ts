import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch` (the network boundary) with routes keyed by "METHOD /path" (query string ignored).
 * Unrouted requests answer 404 so a test sees them fail loudly. Returns the recorded requests, with
 * JSON bodies parsed and multipart bodies as an object of their fields (files as File).
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body =
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : init?.body instanceof FormData
            ? Object.fromEntries(init.body.entries())
            : undefined;
      const request = { method, url: url.pathname + url.search, body };
      requests.push(request);
      const handler = routes[`${method} ${url.pathname}`];
      return handler
        ? handler(request)
        : json({ error: 'Not Found', message: `No stub for ${method} ${url}` }, 404);
    }),
  );
  return requests;
}
