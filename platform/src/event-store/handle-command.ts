import { streamEvents } from '@nsg/domain/stored-events.ts';
import { foldEvents, type Decider } from '@nsg/domain/shared/decider.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { DomainEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import {
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
} from './event-store.ts';
import { inSpan } from '../tracing.ts';
import { toNewEvents, type CommandContext } from './new-events.ts';

export interface ConflictRetry {
  /** How many times the command is decided again on a fresh read after a concurrent write. */
  retries: number;
  /** How long to wait before the given retry (1 for the first); none when absent. */
  pauseMs?: (retry: number) => number;
}

export interface HandleCommandOptions {
  /**
   * The revision the append expects. By default the revision the decision was made on (`no_stream` for
   * an empty stream); `any` for streams whose events depend on nothing recorded before them.
   */
  expectedRevision?: ExpectedRevision;
  /**
   * The stream as the caller already has it (`[]` for a stream whose id was just made up): the first
   * attempt decides on it without reading. A retry always reads.
   */
  history?: readonly RecordedEvent[];
  /** Default: no retry, the first concurrent write decides. */
  retry?: ConflictRetry;
  /**
   * Called when every attempt lost to a concurrent writer. It may throw an error of its own; if it
   * returns, the command is left undone (`conflicted`). Without it the `WrongExpectedVersion` is thrown.
   */
  onConflict?: (conflict: WrongExpectedVersion) => void;
}

export interface CommandResult<Event> {
  events: Event[];
  /** null when nothing was appended: the decision produced no events, or it was left on a conflict. */
  appended: AppendResult | null;
  conflicted: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one command loop: read the stream, fold it into the decider's state, decide, append with the
 * revision decided on. A concurrent writer makes the append fail; the command is then decided again on
 * the fresh stream as the retry policy allows, and handed to `onConflict` when it runs out.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions = {},
): Promise<CommandResult<Event>> {
  return inSpan(
    `command ${aggregateOf(streamId)}`,
    commandAttributes(streamId, command),
    () => decideAndAppend(store, decider, streamId, command, context, options),
    isRefusal,
  );
}

/** The rules refused the command, or a concurrent writer won: answers (4xx), not failures. */
const isRefusal = (error: unknown) => error instanceof DomainError || error instanceof WrongExpectedVersion;

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: HandleCommandOptions,
): Promise<CommandResult<Event>> {
  const retries = options.retry?.retries ?? 0;
  for (let attempt = 0; ; attempt++) {
    const history = attempt === 0 && options.history ? options.history : await store.readStream(streamId);
    const events = decider.decide(command, foldEvents(decider, streamEvents<Event>(history)));
    if (events.length === 0) return { events, appended: null, conflicted: false };
    const expectedRevision = options.expectedRevision ?? revisionOf(history);
    try {
      const appended = await inSpan(
        `append ${aggregateOf(streamId)}`,
        { 'nsg.stream_id': streamId, 'nsg.events': events.length },
        // Made in the span: each event's metadata names it as the trace's way on.
        () => store.append(streamId, toNewEvents(events, context, streamId), { expectedRevision }),
        isRefusal,
      );
      return { events, appended, conflicted: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      if (attempt < retries) {
        const pause = options.retry?.pauseMs?.(attempt + 1) ?? 0;
        if (pause > 0) await sleep(pause);
        continue;
      }
      if (!options.onConflict) throw error;
      options.onConflict(error);
      return { events: [], appended: null, conflicted: true };
    }
  }
}

function revisionOf(history: readonly RecordedEvent[]): ExpectedRevision {
  return history.length === 0 ? 'no_stream' : history[history.length - 1]!.revision;
}

/** Streams are named `<aggregate>-<id>`: span names keep to the aggregate, a handful of names in all. */
const aggregateOf = (streamId: string) => streamId.split('-')[0]!;

function commandAttributes(streamId: string, command: unknown) {
  const kind = (command as { kind?: unknown } | null)?.kind;
  return { 'nsg.stream_id': streamId, ...(typeof kind === 'string' ? { 'nsg.command': kind } : {}) };
}
