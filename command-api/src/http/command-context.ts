import type { FastifyRequest } from 'fastify';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { AppendResult } from '@nsg/platform/event-store/event-store.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { actorOf } from '../auth/auth-plugin.ts';
import { recordAppended } from './read-your-writes.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

export interface HttpCommandContext extends CommandContext {
  /** Told every append made for the request: its response names the newest position. */
  onAppended?: (position: LogPosition) => void;
}

/** Who is acting, the request's correlation id, and the client's Idempotency-Key if it sent a valid one. */
export function commandContext(request: FastifyRequest): HttpCommandContext {
  const key = request.headers['idempotency-key'];
  const idempotencyKey =
    typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? `${actorOf(request)}:${key}` : undefined;
  return {
    actor: actorOf(request),
    correlationId: request.id,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    onAppended: (position) => recordAppended(request, position),
  };
}

/** For code that appends without `executeCommand`: lets the request's response name the position. */
export function noteAppended(context: HttpCommandContext, appended: AppendResult): AppendResult {
  context.onAppended?.(appended.logPosition);
  return appended;
}
