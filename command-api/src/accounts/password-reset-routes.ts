import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertiserDecider, advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from '@nsg/domain/accounts/password-reset.ts';
import { translator } from '@nsg/domain/i18n/translate.ts';
import { pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import {
  findAdvertiserByEmailLookup,
  findAdvertiserById,
} from '@nsg/projections/accounts/advertisers-queries.ts';
import { deleteAccountSessions } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { emailLookup, hashPassword } from './register-account.ts';

/** Reset mails one account gets per hour, so the form cannot be used to flood someone's inbox. */
const MAILS_PER_ACCOUNT_PER_HOUR = 3;
const PROJECTION_WAIT_MS = 5_000;

const tokenKey = (token: string) =>
  `nsg:password-reset:${createHash('sha256').update(token).digest('base64url')}`;

function resetLink(deps: AppDeps, request: FastifyRequest, locale: Locale, token: string) {
  const origin = deps.config.PUBLIC_URL
    ? new URL(deps.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
  return `${origin}${pathInLocale('/advertiser/reset-password', locale)}?token=${token}`;
}

/** Mails a single-use link to the account's owner; the token is kept only as a hash, for an hour. */
async function mailResetLink(deps: AppDeps, request: FastifyRequest, email: string, locale: Locale) {
  const lookup = emailLookup(deps.secrets.emailLookup, email);
  const account = await findAdvertiserByEmailLookup(deps.db, lookup);
  if (!account) return;
  const sentKey = `nsg:password-reset-mails:${lookup}`;
  const sent = await deps.redis.multi().incr(sentKey).expire(sentKey, 3600, 'NX').exec();
  if (Number(sent?.[0]?.[1] ?? 0) > MAILS_PER_ACCOUNT_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await deps.redis.set(tokenKey(token), account.id, 'EX', RESET_LINK_MINUTES * 60);
  const t = translator(locale);
  await queueMail(deps, {
    to: email,
    subject: t('passwordReset.mail.subject'),
    text: t('passwordReset.mail.text', {
      link: resetLink(deps, request, locale, token),
      minutes: RESET_LINK_MINUTES,
    }),
    personId: account.person_id,
    context: commandContext(request),
  });
}

/** Waits (bounded) until login reads the new password, since logging in is what the owner does next. */
async function untilPasswordProjected(deps: AppDeps, advertiserId: string, before: string) {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  while (Date.now() < deadline) {
    const row = await findAdvertiserById(deps.db, advertiserId);
    if (row && row.password_hash !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** "Forgot password?": a mailed single-use link, then a new password that ends every other session. */
export function passwordResetRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['accounts'];

    app.post(
      '/api/advertisers/password-reset/request',
      {
        schema: {
          tags,
          body: requestPasswordResetSchema,
          response: { 202: z.object({ message: z.string() }) },
        },
        config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        // The same answer whether or not the email has an account: the form tells no one who has one.
        await mailResetLink(deps, request, request.body.email, request.body.locale);
        return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
      },
    );

    app.post(
      '/api/advertisers/password-reset',
      {
        schema: { tags, body: resetPasswordSchema, response: { 200: z.object({ message: z.string() }) } },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request) => {
        // Taken as it is read: a link works once, even when two requests race with it.
        const advertiserId = await deps.redis.getdel(tokenKey(request.body.token));
        const account = advertiserId ? await findAdvertiserById(deps.db, advertiserId) : undefined;
        if (!account) {
          throw new HttpError(
            400,
            RESET_LINK_INVALID,
            { token: [RESET_LINK_INVALID] },
            {
              code: 'reset_link_invalid',
            },
          );
        }
        const passwordHash = await hashPassword(request.body.password);
        await executeCommand(
          deps.store,
          advertiserDecider,
          advertiserStreamId(account.id),
          {
            kind: 'ResetPassword',
            advertiserId: account.id,
            sealedPasswordHash: await deps.vault.encrypt(account.person_id, passwordHash),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        await deleteAccountSessions(deps.db, account.id);
        await untilPasswordProjected(deps, account.id, account.password_hash);
        return { message: PASSWORD_RESET_DONE };
      },
    );
  };
}
