import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Paths of the fields `sent` has and `kept` lacks: what a response schema silently dropped. */
function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`));
  }
  if (typeof sent !== 'object' || sent === null || typeof kept !== 'object' || kept === null) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept
      ? droppedFields(value, (kept as Record<string, unknown>)[key], `${path}.${key}`)
      : value === undefined
        ? []
        : [`${path}.${key}`],
  );
}

/**
 * The zod serializer, which drops fields its schema does not name, made to fail loudly instead: used in
 * tests, so a route whose answer outgrew its documented schema fails there, not silently in production.
 */
export const strictSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    const dropped = droppedFields(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (dropped.length > 0) {
      throw new Error(`${route.method} ${route.url} answers fields its schema lacks: ${dropped.join(', ')}`);
    }
    return json;
  };
};
