import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { commandContext } from './command-context.ts';

/**
 * Runs a command once per Idempotency-Key: a repeated key gets the first answer again. Two copies
 * racing each other are caught by the event ids the key determines (see toNewEvents).
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
  const stored = await deps.db
    .selectFrom('idempotency_keys')
    .select(['response', 'status_code'])
    .where('key', '=', key)
    .where('scope', '=', scope)
    .executeTakeFirst();
  if (stored) {
    reply.code(stored.status_code).header('idempotent-replayed', 'true');
    return stored.response as T;
  }
  const response = await run();
  await deps.db
    .insertInto('idempotency_keys')
    .values({ key, scope, status_code: statusCode, response: JSON.stringify(response) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return response;
}
