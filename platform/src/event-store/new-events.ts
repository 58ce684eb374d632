import type { DomainEvent, EventMetadata, NewEvent } from '@nsg/domain/shared/events.ts';
import { deterministicId, newId } from '../ids.ts';

export interface CommandContext {
  actor: string;
  correlationId: string;
  causationId?: string;
  /** With an idempotency key, event ids are derived from it: a repeated command appends nothing. */
  idempotencyKey?: string;
}

export function toNewEvents(
  events: readonly DomainEvent[],
  context: CommandContext,
  streamId: string,
  schemaVersion = 1,
): NewEvent[] {
  const metadata: EventMetadata = {
    actor: context.actor,
    correlationId: context.correlationId,
    ...(context.causationId ? { causationId: context.causationId } : {}),
    schemaVersion,
  };
  return events.map((event, index) => ({
    ...event,
    eventId: context.idempotencyKey
      ? deterministicId(`${context.idempotencyKey}:${streamId}:${index}`)
      : newId(),
    metadata,
  }));
}
