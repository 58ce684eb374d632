import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { findSessionAccount, SESSION_COOKIE, type SessionAccount } from './sessions.ts';

export const VISITOR_COOKIE = 'nsg_visitor';

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionAccount | null;
    /** The anonymous visitor's id from the signed visitor cookie (made on first request). */
    visitorId: string;
  }
}

export function cookieOptions(deps: AppDeps, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure in production, and wherever the site is served over https whatever NODE_ENV says.
    secure: deps.config.NODE_ENV === 'production' || deps.config.PUBLIC_URL?.startsWith('https:') === true,
    maxAge: maxAgeSeconds,
  };
}

/** Resolves the session cookie to an account and the visitor cookie to a visitor id on every API call. */
export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('account', null);
  app.decorateRequest('visitorId', '');
  const readVisitor = visitorReader();
  // Callback style: a visitor without a session (most calls) passes without a promise or a query.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    request.visitorId = readVisitor(request) ?? issueVisitor(reply, deps);
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return done();
    findSessionAccount(deps.db, sessionId).then((account) => {
      request.account = account;
      done();
    }, done);
  });
}

const VERIFIED_VISITORS = 10_000;

/**
 * The visitor id of a signed visitor cookie, or null. Checking the signature is an HMAC, the largest cost
 * left on a public read, and a returning visitor sends the same cookie on every call: cookies once found
 * valid are remembered (a bounded map, oldest out first). Only valid ones are, and a signature made with
 * this process's secret stays valid, so nothing is trusted that the check itself would refuse.
 */
function visitorReader() {
  const verified = new Map<string, string>();
  return (request: FastifyRequest): string | null => {
    const raw = request.cookies[VISITOR_COOKIE];
    if (!raw) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    if (verified.size >= VERIFIED_VISITORS) verified.delete(verified.keys().next().value!);
    verified.set(raw, unsigned.value);
    return unsigned.value;
  };
}

function issueVisitor(reply: FastifyReply, deps: AppDeps): string {
  const id = randomUUID();
  setVisitorCookie(reply, deps, id);
  return id;
}

/** Makes the request's visitor the one given, and tells the client so in its cookie. */
export function adoptVisitor(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, id: string) {
  request.visitorId = id;
  setVisitorCookie(reply, deps, id);
}

function setVisitorCookie(reply: FastifyReply, deps: AppDeps, id: string) {
  reply.setCookie(VISITOR_COOKIE, id, { ...cookieOptions(deps, 60 * 60 * 24 * 365), signed: true });
}

const PERMISSION_DENIED = "You don't have permission to access this page.";

/*
 * Role guards, used as a route's `onRequest` hook: they run before the body is read and validated, so a
 * caller without the role learns nothing of the route's input (no field errors) and sends no body we read.
 */
/** Anyone signed in, an analyst included: their own account and nothing else. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.account) throw new HttpError(401, 'Authentication required. Please log in.');
}

/** An advertiser or an admin: campaigns, ads, money, uploads and listings. Analysts only read reports. */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  await requireSignedIn(request);
  if (request.account!.role === 'analyst') throw new HttpError(403, PERMISSION_DENIED);
}

/** Analysts and admins: the ad traffic reports. */
export async function requireAnalyst(request: FastifyRequest): Promise<void> {
  await requireSignedIn(request);
  if (request.account!.role === 'advertiser') throw new HttpError(403, PERMISSION_DENIED);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.account) throw new HttpError(401, 'Authentication required. Please log in.');
  if (request.account.role !== 'admin') throw new HttpError(403, PERMISSION_DENIED);
}

export function actorOf(request: FastifyRequest): string {
  if (request.account) return `${request.account.role}:${request.account.id}`;
  return `visitor:${request.visitorId}`;
}
