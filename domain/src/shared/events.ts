/** A domain event as a decider produces it: a type and its data, nothing else. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventMetadata {
  /** Who caused the event: `advertiser:<id>`, `admin:<id>`, `visitor:<id>`, `system:<process>`. */
  actor: string;
  correlationId: string;
  causationId?: string;
  schemaVersion: number;
  /** W3C trace context of the span that appended the event, when the appending process traces. */
  traceparent?: string;
  tracestate?: string;
}

/** An event ready to append: the domain event plus its identity and metadata. */
export interface NewEvent<Type extends string = string, Data = unknown> extends DomainEvent<Type, Data> {
  eventId: string;
  metadata: EventMetadata;
}

/**
 * A place in the global log. Postgres: (transaction id, global position); EventStoreDB: (commit, prepare).
 * Readers order and checkpoint by the pair.
 */
export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  /** 0-based revision within its stream. */
  revision: bigint;
  /** Monotonic number of the event in the whole log (Postgres bigserial, EventStoreDB commit position). */
  globalPosition: bigint;
  logPosition: LogPosition;
  createdAt: Date;
}
