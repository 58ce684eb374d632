import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { commandContext } from './command-context.ts';
import { HttpError } from './errors.ts';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed.';

/** The request a key stands for: its route, its path parameters and its body. */
const requestHash = (request: FastifyRequest, scope: string) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

/**
 * Runs a command once per Idempotency-Key, as the IETF Idempotency-Key draft asks: a repeat of the same
 * request gets the first answer again; the key reused for another request is a 422; a copy arriving
 * while the first still runs is a 409 (the key is claimed before the command runs).
 */
export async function withIdempotency<T>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  run: () => Promise<T>,
): Promise<T> {
  const key = commandContext(request).idempotencyKey;
  if (!key) return run();
  const scope = `${request.method} ${request.routeOptions.url}`;
  const hash = requestHash(request, scope);
  const claimed = await deps.db
    .insertInto('idempotency_keys')
    .values({ key, scope, status_code: statusCode, response: null, request_hash: hash })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return replay(deps, key, scope, hash, reply);
  try {
    const response = await run();
    await deps.db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(response), status_code: statusCode })
      .where('key', '=', key)
      .execute();
    return response;
  } catch (error) {
    // Nothing was answered: the key is free for the client's retry.
    await deps.db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
    throw error;
  }
}

async function replay<T>(deps: AppDeps, key: string, scope: string, hash: string, reply: FastifyReply) {
  const stored = await deps.db
    .selectFrom('idempotency_keys')
    .select(['scope', 'request_hash', 'response', 'status_code'])
    .where('key', '=', key)
    .executeTakeFirst();
  // Keys stored before hashes were kept match their scope only.
  // Gone: the first request failed and freed the key a moment ago; the client may retry.
  if (!stored)
    throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE, undefined, { code: 'idempotency_key_in_progress' });
  if (stored.scope !== scope || (stored.request_hash ?? hash) !== hash)
    throw new HttpError(422, KEY_REUSED_MESSAGE, undefined, { code: 'idempotency_key_reused' });
  if (stored.response === null)
    throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE, undefined, { code: 'idempotency_key_in_progress' });
  reply.code(stored.status_code).header('idempotent-replayed', 'true');
  return stored.response as T;
}
