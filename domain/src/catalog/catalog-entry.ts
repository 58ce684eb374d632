import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/*
 * One decider for every kind of catalog entry an admin keeps (a business, a beach, a product...): it is
 * added, edited field by field, and retired. Each kind names its own event types.
 */

/** An entry's fields as its Added event carries them. Optional texts cleared by an edit are ''. */
export type EntryFields = { id: number } & object;

/** The fields an edit changed: their new values, and the values they had before (for the audit log). */
export interface CatalogEdit<Fields extends EntryFields> {
  id: number;
  changes: Partial<Omit<Fields, 'id'>>;
  previous: Partial<Omit<Fields, 'id'>>;
}

export interface CatalogRetirement {
  id: number;
  reason: string;
}

export type CatalogEntryEvent<
  Fields extends EntryFields,
  Added extends string,
  Edited extends string,
  Retired extends string,
> =
  | DomainEvent<Added, Fields>
  | DomainEvent<Edited, CatalogEdit<Fields>>
  | DomainEvent<Retired, CatalogRetirement>;

export type CatalogEntryCommand<Fields extends EntryFields> =
  | { kind: 'Add'; fields: Fields }
  /** The whole form as the admin saved it: only the fields that differ become the edit. */
  | { kind: 'Edit'; fields: Omit<Fields, 'id'> }
  | { kind: 'Retire'; reason: string };

export interface CatalogEntryState<Fields extends EntryFields> {
  fields: Fields | null;
  retired: boolean;
}

export interface CatalogEntryKind<Added extends string, Edited extends string, Retired extends string> {
  /** As said to the admin: "business", "beach"... */
  label: string;
  added: Added;
  edited: Edited;
  retired: Retired;
}

/** A retirement's reason, as the admin gives it. */
export const retireEntrySchema = z.object({
  reason: z
    .string('Say why it is retired')
    .trim()
    .min(1, 'Say why it is retired')
    .max(500, 'Reason must be under 500 characters'),
});

/** The stream revision the admin's form was loaded at: an edit made on an older one is refused. */
export const expectedRevisionField = z
  .number('The revision the form was loaded at is required')
  .int()
  .min(0)
  .describe(
    'The revision of the entry the form was loaded at; a newer one answers 409 with the current entry',
  );

/** A value as compared: keys in order, empty texts and absent values alike ('' is how a form says none). */
function normalized(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, inner]) => [key, normalized(inner)] as const)
      .filter(([, inner]) => inner !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
const same = (a: unknown, b: unknown) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/** The fields of `next` whose values differ from `current`, with their values before. */
export function changedFields<Fields extends EntryFields>(
  current: Fields,
  next: Omit<Fields, 'id'>,
): Pick<CatalogEdit<Fields>, 'changes' | 'previous'> {
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  const before = current as Record<string, unknown>;
  for (const [field, value] of Object.entries(next)) {
    if (value === undefined || same(before[field], value)) continue;
    changes[field] = value;
    // A field the entry never had reads as cleared (''); a null one (a reward without a stock limit) stays null.
    previous[field] = before[field] === undefined ? '' : before[field];
  }
  return { changes, previous } as Pick<CatalogEdit<Fields>, 'changes' | 'previous'>;
}

export function catalogEntryDecider<
  Fields extends EntryFields,
  Added extends string,
  Edited extends string,
  Retired extends string,
>(
  kind: CatalogEntryKind<Added, Edited, Retired>,
): Decider<
  CatalogEntryCommand<Fields>,
  CatalogEntryEvent<Fields, Added, Edited, Retired>,
  CatalogEntryState<Fields>
> {
  type Event = CatalogEntryEvent<Fields, Added, Edited, Retired>;
  const notFound = () => new DomainError('not_found', `No such ${kind.label}`);
  const retired = () => new DomainError('conflict', `This ${kind.label} is retired`);
  return {
    initialState: () => ({ fields: null, retired: false }),
    decide(command, state): Event[] {
      if (command.kind === 'Add') {
        if (state.fields) throw new DomainError('conflict', `This ${kind.label} already exists`);
        return [{ type: kind.added, data: command.fields } as Event];
      }
      if (!state.fields) throw notFound();
      if (state.retired) throw retired();
      if (command.kind === 'Retire') {
        return [{ type: kind.retired, data: { id: state.fields.id, reason: command.reason } } as Event];
      }
      const edit = changedFields(state.fields, command.fields);
      if (Object.keys(edit.changes).length === 0) return [];
      return [{ type: kind.edited, data: { id: state.fields.id, ...edit } } as Event];
    },
    evolve(state, event) {
      // A stream may hold other events of the entry (a beach's exposure): they change nothing here.
      if (event.type === kind.added) return { ...state, fields: event.data as Fields };
      if (event.type === kind.edited && state.fields) {
        return { ...state, fields: { ...state.fields, ...(event.data as CatalogEdit<Fields>).changes } };
      }
      if (event.type === kind.retired) return { ...state, retired: true };
      return state;
    },
  };
}
