import type { FastifyRequest } from 'fastify';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import type { AppendResult } from '@nsg/platform/event-store/event-store.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { actorOf } from '../auth/auth-plugin.ts';
import { recordAppended } from './read-your-writes.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

export interface HttpCommandContext extends CommandContext {
  /** Told every append made for the request: its response names the newest position. */
  onAppended?: (position: LogPosition) => void;
}

/** Who is acting, the request's correlation id, and the client's Idempotency-Key if it sent a valid one. */
export function commandContext(request: FastifyRequest): HttpCommandContext {
  const idempotencyKey = idempotencyKeyOf(request);
  return {
    actor: actorOf(request),
    correlationId: request.id,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    onAppended: (position) => recordAppended(request, position),
  };
}

/**
 * The client's Idempotency-Key in its scope, or undefined when none was sent or it does not match the
 * pattern. An account's keys are its own. A visitor's are in one shared scope, guarded by the request's
 * hash: the visitor id comes in the very answer a lost response loses, so a retry may come without it.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) return undefined;
  return request.account ? `${actorOf(request)}:${key}` : `anonymous:${key}`;
}

/** For code that appends without `executeCommand`: lets the request's response name the position. */
export function noteAppended(context: HttpCommandContext, appended: AppendResult): AppendResult {
  context.onAppended?.(appended.logPosition);
  return appended;
}
