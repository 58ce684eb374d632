import type {
  CatalogEntryCommand,
  CatalogEntryState,
  EntryFields,
} from '@nsg/domain/catalog/catalog-entry.ts';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { DomainEvent, RecordedEvent } from '@nsg/domain/shared/events.ts';
import { streamEvents } from '@nsg/domain/stored-events.ts';
import { WrongExpectedVersion, type EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { HttpCommandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';

export const STALE_EDIT_MESSAGE =
  'Someone else saved this while you were editing it. Their version is shown now: check it, make your change again and save.';

/** A catalog entry as its stream has it now: what a stale edit's 409 carries, for the form to show. */
export interface CurrentEntry<Fields> {
  revision: number;
  fields: Fields;
  retired: boolean;
}

export type EntryDecider<Fields extends EntryFields, Event extends DomainEvent> = Decider<
  CatalogEntryCommand<Fields>,
  Event,
  CatalogEntryState<Fields>
>;

const revisionOf = (history: readonly RecordedEvent[]) => Number(history.at(-1)?.revision ?? -1);

function staleEdit<Fields extends EntryFields, Event extends DomainEvent>(
  decider: EntryDecider<Fields, Event>,
  history: readonly RecordedEvent[],
): HttpError {
  const state = foldEvents(decider, streamEvents(history));
  const current: CurrentEntry<Fields> = {
    revision: revisionOf(history),
    fields: state.fields!,
    retired: state.retired,
  };
  return new HttpError(409, STALE_EDIT_MESSAGE, undefined, { code: 'stale_edit' }, current);
}

/**
 * An admin's edit of a catalog entry, made on the revision their form was loaded at. Whatever was saved
 * since, by anyone, refuses it with a 409 carrying the entry as it is now: never a silent overwrite.
 * Returns the entry's revision after the edit.
 */
export async function editCatalogEntry<Fields extends EntryFields, Event extends DomainEvent>(
  store: EventStore,
  decider: EntryDecider<Fields, Event>,
  streamId: string,
  edit: { expectedRevision: number; fields: Omit<Fields, 'id'> },
  context: HttpCommandContext,
): Promise<number> {
  const history = await store.readStream(streamId);
  if (history.length === 0) throw new DomainError('not_found', 'Not found');
  if (revisionOf(history) !== edit.expectedRevision) throw staleEdit(decider, history);
  try {
    const outcome = await executeCommand(
      store,
      decider,
      streamId,
      { kind: 'Edit', fields: edit.fields },
      context,
      { history, expectedRevision: BigInt(edit.expectedRevision), retry: { retries: 0 } },
    );
    return outcome.appended ? Number(outcome.appended.nextRevision) : edit.expectedRevision;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    throw staleEdit(decider, await store.readStream(streamId));
  }
}
