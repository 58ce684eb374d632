import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';
/** No form of ours nests deeper than a few levels; past this a body is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

class TooDeep extends Error {}

/**
 * The first place (`title`, `questions.2.text`) where a string holds a NUL character or half of a
 * surrogate pair: Postgres stores neither (in text or jsonb), and no one types them.
 */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_JSON_DEPTH) throw new TooDeep(path);
  for (const [key, inner] of Object.entries(value)) {
    const at = findUnsafeText(key, path) ?? findUnsafeText(inner, path ? `${path}.${key}` : key, depth + 1);
    if (at !== null) return at;
  }
  return null;
}

export function refuseUnsafeText(value: unknown, fallbackField: string): void {
  let field: string | null;
  try {
    field = findUnsafeText(value);
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    throw new HttpError(400, `${fallbackField}: ${TOO_DEEP_MESSAGE}`, {
      [fallbackField]: [TOO_DEEP_MESSAGE],
    });
  }
  if (field === null) return;
  const name = field || fallbackField;
  throw new HttpError(
    400,
    `${name}: ${UNSAFE_TEXT_MESSAGE}`,
    { [name]: [UNSAFE_TEXT_MESSAGE] },
    { code: 'unsafe_text' },
  );
}

/** Checks every route's params, query and JSON body before validation. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnsafeText(request.params, 'params');
      refuseUnsafeText(request.query, 'querystring');
      refuseUnsafeText(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
