import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { actorOf } from '../auth/auth-plugin.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

/** Who is acting, the request's correlation id, and the client's Idempotency-Key if it sent a valid one. */
export function commandContext(request: FastifyRequest): CommandContext {
  const key = request.headers['idempotency-key'];
  const idempotencyKey =
    typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? `${actorOf(request)}:${key}` : undefined;
  return {
    actor: actorOf(request),
    correlationId: request.id,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}
