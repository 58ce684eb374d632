import { currentVersionOf } from '@nsg/domain/event-versions.ts';
import type { DomainEvent, EventMetadata, NewEvent } from '@nsg/domain/shared/events.ts';
import { deterministicId, newId } from '../ids.ts';
import { currentTraceCarrier } from '../tracing.ts';

export interface CommandContext {
  actor: string;
  correlationId: string;
  causationId?: string;
  /** With an idempotency key, event ids are derived from it: a repeated command appends nothing. */
  idempotencyKey?: string;
}

/** Events as written now: each in its type's current schema version (see event-versions.ts). */
export function toNewEvents(
  events: readonly DomainEvent[],
  context: CommandContext,
  streamId: string,
): NewEvent[] {
  const traceContext = currentTraceCarrier();
  return events.map((event, index) => {
    const metadata: EventMetadata = {
      actor: context.actor,
      correlationId: context.correlationId,
      ...(context.causationId ? { causationId: context.causationId } : {}),
      schemaVersion: currentVersionOf(event.type),
      ...traceContext,
    };
    return {
      ...event,
      eventId: context.idempotencyKey
        ? deterministicId(`${context.idempotencyKey}:${streamId}:${index}`)
        : newId(),
      metadata,
    };
  });
}
