import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '@nsg/domain/i18n/translate.ts';
import {
  NEWSLETTER_LINK_DAYS,
  NEWSLETTER_MESSAGES,
  newsletterLinkSchema,
  newsletterSignUpSchema,
  newsletterStreamId,
  newsletterSubscriptionDecider,
  type NewsletterEvent,
} from '@nsg/domain/newsletter/newsletter-subscription.ts';
import { pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { streamEvents } from '@nsg/domain/stored-events.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { linkEmail, subjectOf } from '../personal-data/person-links.ts';

const newToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every mail's unsubscribe link, signed for its subscription: it keeps working for any mail, now or later. */
export const unsubscribeToken = (deps: Pick<AppDeps, 'secrets'>, subscriptionId: string) =>
  createHmac('sha256', deps.secrets.emailLookup)
    .update(`newsletter-unsubscribe:${subscriptionId}`)
    .digest('base64url');

function checkUnsubscribeToken(deps: AppDeps, subscriptionId: string, token: string) {
  const expected = Buffer.from(unsubscribeToken(deps, subscriptionId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(400, NEWSLETTER_MESSAGES.linkInvalid, undefined, { code: 'newsletter_link_invalid' });
}

/** What a link in our mail opens: a page of ours that asks before it changes anything (mail scanners follow links). */
function linkTo(
  deps: AppDeps,
  request: FastifyRequest,
  locale: Locale,
  action: 'confirm' | 'unsubscribe',
  query: object,
) {
  const origin = deps.config.PUBLIC_URL
    ? new URL(deps.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return `${origin}${pathInLocale(`/newsletter/${action}`, locale)}?${search}`;
}

/**
 * The footer's newsletter: a double opt-in. Signing up records the address sealed in the vault and mails a
 * confirmation link; only following it subscribes. Every mail carries an unsubscribe link, and erasing the
 * person makes the address unreadable, so nothing more can be sent to it.
 */
export function newsletterRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['newsletter'];
    const linkRate = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

    app.post(
      '/api/newsletter/subscriptions',
      {
        schema: {
          tags,
          body: newsletterSignUpSchema,
          response: { 202: z.object({ status: z.literal('confirmation_sent') }) },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const { email, locale } = request.body;
        const subscriptionId = deterministicId(`newsletter:${subjectOf(deps, email)}`);
        const personId = `newsletter:${newId()}`;
        await linkEmail(deps, email, personId);
        const tokens = { confirm: newToken(), unsubscribe: unsubscribeToken(deps, subscriptionId) };
        const { events } = await executeCommand(
          deps.store,
          newsletterSubscriptionDecider,
          newsletterStreamId(subscriptionId),
          {
            kind: 'RequestSubscription',
            subscriptionId,
            email: await deps.vault.encrypt(personId, email),
            personId,
            locale,
            confirmTokenHash: hashOf(tokens.confirm),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        // The same answer whether or not this address was mailed now: it tells nobody who subscribed.
        if (events.length > 0) {
          const t = translator(locale);
          const link = (action: 'confirm' | 'unsubscribe') =>
            linkTo(deps, request, locale, action, { subscription: subscriptionId, token: tokens[action] });
          await queueMail(deps, {
            to: email,
            subject: t('newsletter.mail.confirm.subject'),
            text: t('newsletter.mail.confirm.text', {
              confirmLink: link('confirm'),
              unsubscribeLink: link('unsubscribe'),
              days: NEWSLETTER_LINK_DAYS,
            }),
            personId,
            context: commandContext(request),
          });
        }
        return reply.code(202).send({ status: 'confirmation_sent' as const });
      },
    );

    app.post(
      '/api/newsletter/confirmations',
      {
        schema: {
          tags,
          body: newsletterLinkSchema,
          response: { 200: z.object({ status: z.literal('subscribed') }) },
        },
        config: linkRate,
      },
      async (request) => {
        const { subscriptionId, token } = request.body;
        const { events } = await executeCommand(
          deps.store,
          newsletterSubscriptionDecider,
          newsletterStreamId(subscriptionId),
          { kind: 'ConfirmSubscription', tokenHash: hashOf(token), now: deps.clock.now() },
          commandContext(request),
        );
        if (events.length > 0) await mailWelcome(deps, request, subscriptionId);
        return { status: 'subscribed' as const };
      },
    );

    app.post(
      '/api/newsletter/unsubscriptions',
      {
        schema: {
          tags,
          body: newsletterLinkSchema,
          response: { 200: z.object({ status: z.literal('unsubscribed') }) },
        },
        config: linkRate,
      },
      async (request) => {
        const { subscriptionId, token } = request.body;
        checkUnsubscribeToken(deps, subscriptionId, token);
        await executeCommand(
          deps.store,
          newsletterSubscriptionDecider,
          newsletterStreamId(subscriptionId),
          { kind: 'Unsubscribe', now: deps.clock.now() },
          commandContext(request),
        );
        return { status: 'unsubscribed' as const };
      },
    );
  };
}

/** The first mail to a confirmed address, with its own unsubscribe link; none once the person was erased. */
async function mailWelcome(deps: AppDeps, request: FastifyRequest, subscriptionId: string) {
  const streamId = newsletterStreamId(subscriptionId);
  const history = streamEvents<NewsletterEvent>(await deps.store.readStream(streamId));
  const last = foldEvents(newsletterSubscriptionDecider, history).lastRequest!;
  const email = await deps.vault.decrypt(last.personId, last.email);
  if (!email) return;
  const t = translator(last.locale);
  await queueMail(deps, {
    to: email,
    subject: t('newsletter.mail.welcome.subject'),
    text: t('newsletter.mail.welcome.text', {
      unsubscribeLink: linkTo(deps, request, last.locale, 'unsubscribe', {
        subscription: subscriptionId,
        token: unsubscribeToken(deps, subscriptionId),
      }),
    }),
    personId: last.personId,
    context: commandContext(request),
  });
}
