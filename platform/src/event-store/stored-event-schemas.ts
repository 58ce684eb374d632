import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { currentVersionOf, upcast } from '@nsg/domain/event-versions.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from './event-store.ts';
import type { EventSchemas } from './event-schema-generation.ts';

const schemas = JSON.parse(
  readFileSync(new URL('../../../domain/src/event-schemas.generated.json', import.meta.url), 'utf8'),
) as EventSchemas;

/** A stored event that does not match its type's schema, even after upcasting: the log holds bad data. */
export class InvalidStoredEvent extends Error {
  readonly eventId: string;
  readonly issues: string[];
  constructor(
    event: Pick<RecordedEvent, 'type' | 'streamId' | 'globalPosition' | 'eventId'>,
    issues: string[],
  ) {
    super(
      `Stored event ${event.type} at ${event.globalPosition} (${event.streamId}) does not match its schema: ${issues.join('; ')}`,
    );
    this.name = 'InvalidStoredEvent';
    this.eventId = event.eventId;
    this.issues = issues;
  }
}

const ajv = new Ajv({ strict: false });
ajv.addSchema({ $id: 'stored-events', definitions: schemas.definitions });
const validators = new Map<string, ValidateFunction>();

function validatorFor(type: string): ValidateFunction | null {
  const name = schemas.types[type];
  if (!name) return null;
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile({ $ref: `stored-events#/definitions/${name}` });
    validators.set(type, validate);
  }
  return validate;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);

/** Each event read is checked once, however many projections of a page read it. */
const checked = new WeakMap<RecordedEvent, RecordedEvent | InvalidStoredEvent>();

/**
 * A stored event as the code reads it: its data upcast from the version it was written in to its type's
 * current one, then checked against the type's schema. Types the domain does not know pass unchanged.
 */
export function readStoredEvent<Event extends RecordedEvent>(event: Event): Event {
  let result = checked.get(event);
  if (!result) {
    result = check(event);
    checked.set(event, result);
  }
  if (result instanceof InvalidStoredEvent) throw result;
  return result as Event;
}

function check(event: RecordedEvent): RecordedEvent | InvalidStoredEvent {
  const validate = validatorFor(event.type);
  if (!validate) return event;
  const data = upcast(event.type, event.metadata?.schemaVersion ?? 1, event.data);
  if (!validate({ type: event.type, data })) return new InvalidStoredEvent(event, describe(validate.errors));
  if (data === event.data) return event;
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: currentVersionOf(event.type) } };
}

/** The store with every stream read upcast and checked: deciders fold only events of the current shape. */
export function withStoredEventSchemas(store: EventStore): EventStore {
  return {
    ...store,
    readStream: async (streamId) => (await store.readStream(streamId)).map(readStoredEvent),
  };
}
