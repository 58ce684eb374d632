export const WALK_WEBHOOK_SECRET = 'whsec_api_walk_secret';

/** One answer of the walk, with the route pattern it was sent to. */
export interface WalkAnswer {
  method: string;
  /** The Fastify pattern: `/api/ads/:id`. */
  route: string;
  statusCode: number;
  contentType: string;
  body: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Call {
  cookie?: string;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  query?: string;
}

export type Send = (
  method: Method,
  route: string,
  params: Record<string, string | number>,
  call?: Call,
) => Promise<{ statusCode: number; json: <T>() => T; body: string }>;
