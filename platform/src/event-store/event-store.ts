import type { LogPosition, NewEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';

export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface AppendResult {
  /** The stream's revision after the append (its last event's revision). */
  nextRevision: bigint;
  /** Global position of the last appended event. */
  globalPosition: bigint;
  logPosition: LogPosition;
}

export interface ReadAllOptions {
  /** Exclusive: events after this position. 'start' reads from the beginning. */
  from: LogPosition | 'start';
  limit: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeAllOptions {
  from: LogPosition | 'start';
  /** Called once per event, in log order; the next event waits until the promise settles. */
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  onError?: (error: unknown) => void;
}

/** The event store port: every adapter passes `describeEventStoreContract` (event-store-contract.ts). */
export interface EventStore {
  append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in revision order; an empty list for a stream that does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** A page of the global log in order, after `from`. Only events that can no longer be preceded are returned. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeAll(options: SubscribeAllOptions): Subscription;
  /** The position of the newest event, for lag figures; null on an empty log. */
  headPosition(): Promise<{ globalPosition: bigint; logPosition: LogPosition } | null>;
  /**
   * For each position, when the first event after it was written (null when none is): how long a
   * reader at that position has left events waiting. Committed events held back by an open
   * transaction count, so lag shows while the horizon is held.
   */
  firstWrittenAfter(positions: readonly (LogPosition | 'start')[]): Promise<(Date | null)[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: bigint | 'no_stream';

  constructor(streamId: string, expected: ExpectedRevision, actual: bigint | 'no_stream') {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** The stream was deleted (tombstoned): nothing can be read from or appended to it again. */
export class StreamDeleted extends Error {
  readonly streamId: string;
  constructor(streamId: string) {
    super(`Stream ${streamId} was deleted`);
    this.name = 'StreamDeleted';
    this.streamId = streamId;
  }
}

/** The events of one append exceed what the store takes in one write. */
export class AppendTooLarge extends Error {
  constructor(streamId: string, maxBytes: number) {
    super(`Append to ${streamId}: larger than the store's ${maxBytes} bytes`);
    this.name = 'AppendTooLarge';
  }
}

/** The store cannot be reached, or has no leader, for longer than the adapter's retries: retry later. */
export class EventStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The event store is unavailable', { cause });
    this.name = 'EventStoreUnavailable';
  }
}

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/**
 * A position as clients carry it (command responses, `?minPosition=`): `<commit>-<prepare>`, both parts
 * decimal. The pair, not the global position alone: Postgres transactions may commit out of sequence order.
 */
export const formatLogPosition = (position: LogPosition) => `${position.commit}-${position.prepare}`;

/** The position {@link formatLogPosition} wrote, or null for anything else. */
export function parseLogPosition(text: string): LogPosition | null {
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}
