import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  eventSchemasFromTypes,
  EVENT_SCHEMAS_FILE,
} from '../platform/src/event-store/event-schema-generation.ts';

/** `npm run event-schemas`: writes the JSON Schemas of every stored event type from the domain's types. */
const schemas = eventSchemasFromTypes();
await writeFile(fileURLToPath(EVENT_SCHEMAS_FILE), `${JSON.stringify(schemas, null, 2)}\n`);
console.log(`Wrote ${Object.keys(schemas.types).length} event types to ${fileURLToPath(EVENT_SCHEMAS_FILE)}`);
