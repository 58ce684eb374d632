import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts we generate from). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

const DAY_MS = 86_400_000;
const MAX_REFUSED_IN_A_ROW = 500;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Dates across the whole range a date string can spell (years 0000 to 9999), most of them near today. */
const dateText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: -400, max: 800 })
      .map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('0000-01-01', '9999-12-31') },
);

/** Addresses zod's email check accepts (its pattern is far stricter than a random string). */
export const emailAddress = fc
  .tuple(fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,18}[a-z0-9])?$/), fc.domain())
  .map(([local, domain]) => `${local}@${domain}`);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dateText;
  if (schema.format === 'date-time') return dateText.map((day) => `${day}T12:00:00.000Z`);
  if (schema.format === 'email') return emailAddress;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'uri':
      return fc.webUrl({ withQueryParameters: true });
    case 'uuid':
      return fc.uuid({ version: 4 });
  }
  const length = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 300) };
  // Mostly ASCII, sometimes any printable Unicode (text the schemas refuse would only be filtered out).
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ ...length, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ ...length, unit: 'grapheme' }) },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 40));
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 40);
  const step = schema.multipleOf;
  if (step)
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
  if (integer)
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(
  schema: JsonSchema,
  overrides: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      overrides[key] ?? arbitraryOf(property),
    ]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

function arrayOf(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(arbitraryOf));
  const items = schema.items ? arbitraryOf(schema.items) : fc.anything();
  return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 8) });
}

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryOf));
  const types = [schema.type ?? 'string'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectOf(schema);
        case 'array':
          return arrayOf(schema);
        case 'integer':
          return numberOf(schema, true);
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return stringOf(schema);
      }
    }),
  );
}

/**
 * Inputs a zod schema accepts, generated from its JSON Schema (extremes included: dates from year 0 to
 * 9999, the whole range of each number) and kept only where the schema itself parses them: what a
 * client could get past validation.
 */
export function arbitraryFrom<Schema extends z.ZodType>(
  schema: Schema,
  /** Top-level fields whose rule JSON Schema cannot state (a refinement): generated as given instead. */
  overrides: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<z.output<Schema>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const generated = Object.keys(overrides).length ? objectOf(json, overrides) : arbitraryOf(json);
  let refusedInARow = 0;
  return generated
    .map((value) => schema.safeParse(value))
    .filter((parsed) => {
      refusedInARow = parsed.success ? 0 : refusedInARow + 1;
      // A rule the JSON Schema cannot state would otherwise make fast-check spin forever: name it.
      if (refusedInARow > MAX_REFUSED_IN_A_ROW) {
        throw new Error(
          `The schema refused ${MAX_REFUSED_IN_A_ROW} generated values in a row; give an override for: ` +
            JSON.stringify(parsed.error?.issues.map((issue) => issue.path.join('.'))),
        );
      }
      return parsed.success;
    })
    .map((parsed) => parsed.data as z.output<Schema>);
}
