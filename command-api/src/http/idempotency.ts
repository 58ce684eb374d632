import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adoptVisitor } from '../auth/auth-plugin.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { idempotencyKeyOf, IDEMPOTENCY_KEY_PATTERN } from './command-context.ts';
import { HttpError } from './errors.ts';
import { LOG_POSITION_HEADER } from './read-your-writes.ts';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed.';
export const KEY_INVALID_MESSAGE = `Idempotency-Key must match ${IDEMPOTENCY_KEY_PATTERN.source}.`;
export const REPLAYED_HEADER = 'idempotent-replayed';

const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Claim {
  key: string;
  /** The visitor the first answer made the author: a retry without the cookie becomes them again. */
  visitorId: string | null;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** The request a key stands for: its route, its path parameters and its body. */
const requestHash = (request: FastifyRequest, scope: string) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

const scopeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/** A command route under /api/ that the client sent an Idempotency-Key to. */
const keyedCommand = (request: FastifyRequest) =>
  COMMAND_METHODS.has(request.method) &&
  request.url.startsWith('/api/') &&
  request.headers['idempotency-key'] !== undefined;

/**
 * Runs every command once per Idempotency-Key, as the IETF Idempotency-Key draft asks: a repeat of the
 * same request gets the first answer again (its status, body, log position and visitor cookie); the key
 * reused for another request is a 422; a copy arriving while the first still runs is a 409 (the key is
 * claimed before the route validates its input and runs). Only a 2xx answer is kept: after any other, the key is free
 * for the client's retry.
 */
export function installIdempotency(app: FastifyInstance, deps: AppDeps): void {
  // Before validation: the exact retry of an answered request is answered alike, whatever its input.
  app.addHook('preValidation', async (request, reply) => {
    if (!keyedCommand(request)) return;
    const key = idempotencyKeyOf(request);
    if (!key) throw new HttpError(400, KEY_INVALID_MESSAGE, { 'Idempotency-Key': [KEY_INVALID_MESSAGE] });
    const scope = scopeOf(request);
    const hash = requestHash(request, scope);
    const claimed = await deps.db
      .insertInto('idempotency_keys')
      .values({ key, scope, status_code: 0, response: null, request_hash: hash })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return replay(deps, request, reply, key, scope, hash);
    claims.set(request, { key, visitorId: request.account ? null : request.visitorId });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    // The answer goes out even when it cannot be kept: the client's retry then runs the command again.
    await keepAnswer(deps, reply, claim, payload).catch((error: unknown) =>
      request.log.warn({ err: error }, 'the answer to an Idempotency-Key could not be kept'),
    );
    return payload;
  });

  // A request that ends without an answer (the handler failed, the client went away) frees its key.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await deps.db
      .deleteFrom('idempotency_keys')
      .where('key', '=', claim.key)
      .execute()
      .catch(() => undefined);
  });
}

async function keepAnswer(deps: AppDeps, reply: FastifyReply, claim: Claim, payload: unknown) {
  const body = typeof payload === 'string' ? payload : payload == null ? '' : null;
  // An answer that opens a session is not kept (its cookie must not be stored): a repeated login runs again.
  if (reply.statusCode >= 300 || body === null || setsSessionCookie(reply)) {
    await deps.db.deleteFrom('idempotency_keys').where('key', '=', claim.key).execute();
    return;
  }
  const position = reply.getHeader(LOG_POSITION_HEADER);
  await deps.db
    .updateTable('idempotency_keys')
    .set({
      response: JSON.stringify(body),
      status_code: reply.statusCode,
      content_type: String(reply.getHeader('content-type') ?? ''),
      log_position: typeof position === 'string' ? position : null,
      visitor_id: claim.visitorId,
    })
    .where('key', '=', claim.key)
    .execute();
}

const setsSessionCookie = (reply: FastifyReply) =>
  [reply.getHeader('set-cookie') ?? []]
    .flat()
    .some((cookie) => String(cookie).startsWith(`${SESSION_COOKIE}=`));

async function replay(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  scope: string,
  hash: string,
) {
  const stored = await deps.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  // Gone: the first request failed and freed the key a moment ago; the client may retry.
  if (!stored)
    throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE, undefined, { code: 'idempotency_key_in_progress' });
  // Keys stored before hashes were kept match their scope only.
  if (stored.scope !== scope || (stored.request_hash ?? hash) !== hash)
    throw new HttpError(422, KEY_REUSED_MESSAGE, undefined, { code: 'idempotency_key_reused' });
  if (stored.response === null)
    throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE, undefined, { code: 'idempotency_key_in_progress' });
  if (stored.visitor_id && !request.account) adoptVisitor(request, reply, deps, stored.visitor_id);
  if (stored.log_position) reply.header(LOG_POSITION_HEADER, stored.log_position);
  reply.code(stored.status_code).header(REPLAYED_HEADER, 'true');
  // Answers kept before bodies were stored as sent are their JSON value.
  if (typeof stored.response !== 'string') return reply.send(stored.response);
  if (stored.content_type) reply.header('content-type', stored.content_type);
  return reply.send(stored.response);
}

/** Whether the request repeats a command whose answer is kept: a replay, which costs no rate-limit point. */
export async function isCompletedReplay(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  if (!keyedCommand(request)) return false;
  const key = idempotencyKeyOf(request);
  if (!key) return false;
  const stored = await deps.db
    .selectFrom('idempotency_keys')
    .select('key')
    .where('key', '=', key)
    .where('scope', '=', scopeOf(request))
    .where('response', 'is not', null)
    .executeTakeFirst();
  return stored !== undefined;
}
