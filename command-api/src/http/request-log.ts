import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { logFormat, prettyPinoStream } from '@nsg/platform/logger.ts';
import type { Config } from '@nsg/platform/config.ts';

/** The request line's own fields: JSON keeps them, the short line has them in its message already. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * Fastify's logger: JSON for log shippers, or short lines for a person (`LOG_FORMAT`, else a terminal).
 * Request lines carry no client address: IP addresses are personal data we do not keep.
 */
export function apiLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = logFormat({ LOG_FORMAT: config.LOG_FORMAT }) === 'pretty';
  return {
    level: config.LOG_LEVEL,
    serializers: { req: ({ method, url, id }) => ({ method, url, id }) },
    ...(pretty ? { stream: prettyPinoStream(REQUEST_FIELDS) } : {}),
  };
}

/**
 * One line per request, once answered (`GET /api/surf 503 4 ms`), instead of Fastify's two (one on
 * arrival, one on completion).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime };
    const message = `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}
