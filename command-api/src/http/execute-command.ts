import type { Decider } from '@nsg/domain/shared/decider.ts';
import type { DomainEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import {
  handleCommand,
  type CommandResult,
  type HandleCommandOptions,
} from '@nsg/platform/event-store/handle-command.ts';
import { noteAppended, type HttpCommandContext } from './command-context.ts';

export type CommandOutcome<Event> = CommandResult<Event>;

export interface ExecuteOptions extends Pick<
  HandleCommandOptions,
  'retry' | 'onConflict' | 'expectedRevision'
> {
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

/** A request's concurrent writer gets one retry on fresh state, then a 409 (see errors.ts). */
const ONE_RETRY = { retries: 1 };

/**
 * A command of a request, through the platform's command handler: its response names the position of
 * what was appended (read your writes).
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: HttpCommandContext,
  { newStream = false, history, ...options }: ExecuteOptions = {},
): Promise<CommandOutcome<Event>> {
  const outcome = await handleCommand(store, decider, streamId, command, context, {
    retry: ONE_RETRY,
    ...options,
    ...(newStream ? { history: history ?? [] } : history ? { history } : {}),
  });
  if (outcome.appended) noteAppended(context, outcome.appended);
  return outcome;
}
