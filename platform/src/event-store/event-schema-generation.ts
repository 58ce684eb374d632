import * as TJS from 'typescript-json-schema';
import ts from 'typescript';

/** Where the generated schemas live, beside the union they are made from. */
export const EVENT_SCHEMAS_FILE = new URL(
  '../../../domain/src/event-schemas.generated.json',
  import.meta.url,
);
const STORED_EVENTS = new URL('../../../domain/src/stored-events.ts', import.meta.url);

export interface EventSchemas {
  /** Each event type and the definition that describes it (`{ type, data }`). */
  types: Record<string, string>;
  definitions: Record<string, TJS.Definition>;
}

/**
 * JSON Schemas of the `StoredEvent` union, from the TypeScript types themselves (zod-inferred ones
 * included), so the check made on read can never drift from the types the code is written against.
 */
export function eventSchemasFromTypes(): EventSchemas {
  const program = TJS.getProgramFromFiles([STORED_EVENTS.pathname], {
    strict: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
  });
  const schema = TJS.generateSchema(program, 'StoredEvent', { required: true, ignoreErrors: true });
  if (!schema?.anyOf || !schema.definitions)
    throw new Error('StoredEvent did not produce a union of schemas');
  const definitions = schema.definitions as Record<string, TJS.Definition>;
  const types: Record<string, string> = {};
  for (const member of schema.anyOf as TJS.Definition[]) {
    const name = decodeURIComponent(member.$ref!.replace('#/definitions/', ''));
    const type = (definitions[name]!.properties!.type as TJS.Definition).const as string;
    types[type] = name;
  }
  return { types: Object.fromEntries(Object.entries(types).sort()), definitions };
}
