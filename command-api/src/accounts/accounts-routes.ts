import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountView } from '@nsg/domain/accounts/account-view.ts';
import {
  loginSchema,
  registerAdvertiserSchema,
  signInStreamId,
  type SignInRefusal,
} from '@nsg/domain/accounts/advertiser.ts';
import { signInDecider, type SignInCommand } from '@nsg/domain/accounts/sign-in.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { publicLink } from '@nsg/platform/public-url.ts';
import {
  findAdvertiserByEmailLookup,
  findAdvertiserById,
} from '@nsg/projections/accounts/advertisers-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { actorOf, cookieOptions, requireSignedIn } from '../auth/auth-plugin.ts';
import { accountRole, createSession, deleteSession, SESSION_COOKIE, SESSION_DAYS } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { sendError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { ACCOUNT_THROTTLED_MESSAGE, loginThrottle } from './login-throttle.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import {
  DUPLICATE_EMAIL_MESSAGE,
  emailLookup,
  emailOwner,
  hashPassword,
  registerAccount,
} from './register-account.ts';

const INVALID_LOGIN = 'Invalid email or password';
// Compared against when the email is unknown, so both paths take the time of one argon2 verify.
const dummyHash = hashPassword('not-a-real-password');

const PROJECTION_WAIT_MS = 5_000;

/**
 * Login and every account page read the advertisers read model, and the next thing a new advertiser
 * does is log in: registration answers once its account is readable there (or after a bounded wait,
 * when the runner is behind; the login then succeeds a moment later).
 */
async function untilProjected(find: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  while (!(await find()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const REGISTRATION_RECEIVED =
  'Registration received. Your account is pending approval; our team will contact you.';

const isDuplicateEmail = (error: unknown) =>
  error instanceof DomainError && error.code === 'conflict' && error.message === DUPLICATE_EMAIL_MESSAGE;

/** Mail to an address that already has an account: someone tried to register it again (once an hour). */
async function tellOwnerOfAttempt(deps: AppDeps, email: string, context: CommandContext) {
  const lookup = emailLookup(deps.secrets.emailLookup, email);
  const owner = await emailOwner(deps, lookup);
  // Spend the time a real registration spends hashing, so the answer's timing tells nothing either.
  await hashPassword(email);
  if (!owner) return;
  const hour = deps.clock.now().toISOString().slice(0, 13);
  await queueMail(deps, {
    to: email,
    subject: 'Someone tried to register your email at North Shore Guide',
    text:
      'Someone, perhaps you, tried to register a North Shore Guide advertiser account with this email ' +
      'address, which already has one.\n\nIf it was you, log in with your password at ' +
      `${publicLink(deps.config, '/advertiser/login')}. ` +
      'If it was not, you need do nothing: no second account was made.\n\nNorth Shore Guide',
    personId: `advertiser:${owner}`,
    context,
    dedupeKey: `already-registered:${lookup}:${hour}`,
  });
}

type SignInOutcome = SignInRefusal | 'signed-in';

/** A sign-in depends on nothing recorded before it: appended without reading the stream. */
const SIGN_IN = { history: [], expectedRevision: 'any' } as const;

/** Puts a sign-in or a refused one in the log (and so in the audit log): by the account once it is in. */
async function recordSignIn(
  deps: AppDeps,
  attempt: { account: { id: string; role: string } | undefined; emailLookup: string; outcome: SignInOutcome },
  request: FastifyRequest,
) {
  const now = deps.clock.now();
  const advertiserId = attempt.account?.id ?? null;
  const streamId = signInStreamId(advertiserId ?? attempt.emailLookup);
  const signedIn = attempt.outcome === 'signed-in' && attempt.account;
  const command: SignInCommand = signedIn
    ? { kind: 'RecordSignIn', advertiserId: signedIn.id, now }
    : { kind: 'RecordRefusedSignIn', advertiserId, reason: attempt.outcome as SignInRefusal, now };
  const actor = signedIn ? `${signedIn.role}:${signedIn.id}` : actorOf(request);
  await executeCommand(
    deps.store,
    signInDecider,
    streamId,
    command,
    { actor, correlationId: request.id },
    SIGN_IN,
  );
}

export function accountsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    await passwordResetRoutes(deps)(plain);

    app.post(
      '/api/advertisers/register',
      {
        schema: {
          tags: ['accounts'],
          body: registerAdvertiserSchema,
          response: {
            201: z.object({ id: z.string(), status: z.string(), message: z.string() }),
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const context = commandContext(request);
        let advertiserId: string;
        try {
          ({ advertiserId } = await registerAccount(deps, request.body, {
            role: 'advertiser',
            status: 'pending',
            context,
            now: deps.clock.now(),
          }));
          await untilProjected(() => findAdvertiserById(deps.db, advertiserId));
        } catch (error) {
          if (!isDuplicateEmail(error)) throw error;
          // The same answer as a new registration, so the form tells no one whether an email has an
          // account; the owner of the address learns of the attempt by mail.
          await tellOwnerOfAttempt(deps, request.body.email, context);
          advertiserId = newId();
        }
        return reply.code(201).send({ id: advertiserId, status: 'pending', message: REGISTRATION_RECEIVED });
      },
    );

    app.post(
      '/api/advertisers/login',
      {
        schema: { tags: ['accounts'], body: loginSchema, response: { 200: accountView } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const lookup = emailLookup(deps.secrets.emailLookup, request.body.email);
        const throttle = loginThrottle(deps.redis, deps.secrets.emailLookup, lookup, request.ip);
        const locked = await throttle.lockedFor();
        if (locked > 0) {
          const account = await findAdvertiserByEmailLookup(deps.db, lookup);
          await recordSignIn(deps, { account, emailLookup: lookup, outcome: 'throttled' }, request);
          reply.header('retry-after', String(locked));
          return sendError(reply, 429, ACCOUNT_THROTTLED_MESSAGE);
        }
        const account = await findAdvertiserByEmailLookup(deps.db, lookup);
        const valid = await verify(account?.password_hash ?? (await dummyHash), request.body.password);
        const signIn = (outcome: SignInOutcome) =>
          recordSignIn(deps, { account, emailLookup: lookup, outcome }, request);
        if (!account || !valid) {
          await throttle.failed();
          await signIn(account ? 'password' : 'unknown-email');
          return sendError(reply, 401, INVALID_LOGIN);
        }
        await throttle.succeeded();
        if (account.status === 'suspended') {
          await signIn('suspended');
          return sendError(reply, 403, 'This account is suspended. Please contact support.');
        }
        await signIn('signed-in');
        // A session id the browser already had (perhaps planted by someone else) never becomes a login.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await deleteSession(deps.db, previous);
        const sessionId = await createSession(deps.db, account.id, account.role);
        reply.setCookie(SESSION_COOKIE, sessionId, cookieOptions(deps, SESSION_DAYS * 24 * 3600));
        return {
          id: account.id,
          name: account.name,
          email: request.body.email,
          companyName: account.company_name,
          status: account.status,
          role: accountRole(account.role),
        };
      },
    );

    app.post(
      '/api/advertisers/logout',
      {
        schema: {
          tags: ['accounts'],
          response: { 204: z.null().describe('No content: the session ends and its cookie is cleared') },
        },
      },
      async (request, reply) => {
        const sessionId = request.cookies[SESSION_COOKIE];
        if (sessionId) await deleteSession(deps.db, sessionId);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/me',
      {
        config: { reads: [READS.me] },
        onRequest: requireSignedIn,
        schema: { tags: ['accounts'], response: { 200: accountView } },
      },
      async (request, reply) => {
        const account = await findAdvertiserById(deps.db, request.account!.id);
        if (!account) return sendError(reply, 401, 'Authentication required. Please log in.');
        const email = (await deps.vault.decrypt(account.person_id, account.email)) ?? '[erased]';
        return {
          id: account.id,
          name: account.name,
          email,
          companyName: account.company_name,
          status: account.status,
          role: accountRole(account.role),
        };
      },
    );
  };
}
