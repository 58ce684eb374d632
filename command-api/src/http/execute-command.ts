import { streamEvents } from '@nsg/domain/stored-events.ts';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import type { DomainEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import {
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
} from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { noteAppended, type HttpCommandContext } from './command-context.ts';

export interface CommandOutcome<Event> {
  events: Event[];
  /** null when the decision produced no events. */
  appended: AppendResult | null;
}

export interface ExecuteOptions {
  /**
   * The stream's id was just made up (a random id): decide on the empty stream without reading it. Should
   * the stream exist after all, the append fails and the command is decided again on what is there.
   */
  newStream?: boolean;
  /**
   * The stream as the caller has just read it: decide on it without reading it again. Should it have
   * moved since, the append fails and the command is decided again on a fresh read.
   */
  history?: readonly RecordedEvent[];
}

/**
 * Load the stream, decide on its current state, append with the revision we decided on. A concurrent
 * writer makes the append fail: decide once more on the fresh state, then give up with a 409.
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: HttpCommandContext,
  { newStream = false, history: alreadyRead }: ExecuteOptions = {},
): Promise<CommandOutcome<Event>> {
  for (let attempt = 0; ; attempt++) {
    const history =
      attempt === 0 && (newStream || alreadyRead) ? (alreadyRead ?? []) : await store.readStream(streamId);
    const state = foldEvents(decider, streamEvents<Event>(history));
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, appended: null };
    const expectedRevision = history.length === 0 ? 'no_stream' : history[history.length - 1]!.revision;
    try {
      const appended = await store.append(streamId, toNewEvents(events, context, streamId), {
        expectedRevision,
      });
      return { events, appended: noteAppended(context, appended) };
    } catch (error) {
      if (error instanceof WrongExpectedVersion && attempt === 0) continue;
      throw error;
    }
  }
}
