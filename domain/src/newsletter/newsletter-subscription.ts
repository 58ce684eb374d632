import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';

/** How long the link of a confirmation mail works. */
export const NEWSLETTER_LINK_DAYS = 7;
/** A second sign-up of a waiting address mails it again only after this long (no mail bombing). */
export const NEWSLETTER_RESEND_MINUTES = 10;

/** The footer's form (spec 000 section 5: an email input), with the language the visitor reads. */
export const newsletterSignUpSchema = z.object({
  email: z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  locale: z.enum(LOCALES).optional().default('en'),
});
export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;

/** The links in our mails: which subscription, and the secret only that mail carried. */
export const newsletterLinkSchema = z.object({
  subscriptionId: z.uuid('This link is not valid'),
  token: z
    .string('This link is not valid')
    .min(20, 'This link is not valid')
    .max(100, 'This link is not valid'),
});

export type SubscriptionRequested = DomainEvent<
  'newsletter.SubscriptionRequested',
  {
    subscriptionId: string;
    /** Ciphertext from the vault under `personId`. */
    email: string;
    personId: string;
    locale: Locale;
    /** SHA-256 of the secret in this request's confirmation link: the log never holds a working link. */
    confirmTokenHash: string;
    requestedAt: string;
  }
>;
export type SubscriptionConfirmed = DomainEvent<
  'newsletter.SubscriptionConfirmed',
  { subscriptionId: string; confirmedAt: string }
>;
export type Unsubscribed = DomainEvent<
  'newsletter.Unsubscribed',
  { subscriptionId: string; unsubscribedAt: string }
>;
export type NewsletterEvent = SubscriptionRequested | SubscriptionConfirmed | Unsubscribed;

export type NewsletterCommand =
  | ({ kind: 'RequestSubscription'; now: Date } & Omit<SubscriptionRequested['data'], 'requestedAt'>)
  | { kind: 'ConfirmSubscription'; tokenHash: string; now: Date }
  /** The caller checked the link's signature: every mail's unsubscribe link is signed for its subscription. */
  | { kind: 'Unsubscribe'; now: Date };

export interface NewsletterState {
  status: 'none' | 'pending' | 'subscribed' | 'unsubscribed';
  subscriptionId: string | null;
  lastRequest: SubscriptionRequested['data'] | null;
}

/** One stream per address (by its keyed hash), so a second sign-up finds the first. */
export const newsletterStreamId = (subscriptionId: string) => `newsletter-${subscriptionId}`;

export const NEWSLETTER_MESSAGES = {
  linkInvalid: 'This link is not valid. Sign up again from the footer of any page.',
  linkExpired: 'This link has expired. Sign up again from the footer of any page.',
} as const;

const invalidLink = () =>
  new DomainError('invalid', NEWSLETTER_MESSAGES.linkInvalid, undefined, { code: 'newsletter_link_invalid' });

const minutesSince = (since: string, now: Date) => (now.getTime() - Date.parse(since)) / 60_000;

function decideRequest(
  command: Extract<NewsletterCommand, { kind: 'RequestSubscription' }>,
  state: NewsletterState,
): NewsletterEvent[] {
  if (state.status === 'subscribed') return [];
  const last = state.lastRequest;
  if (
    state.status === 'pending' &&
    last &&
    minutesSince(last.requestedAt, command.now) < NEWSLETTER_RESEND_MINUTES
  )
    return [];
  const { kind: _kind, now, ...data } = command;
  return [{ type: 'newsletter.SubscriptionRequested', data: { ...data, requestedAt: now.toISOString() } }];
}

function decideConfirm(tokenHash: string, now: Date, state: NewsletterState): NewsletterEvent[] {
  const last = state.lastRequest;
  if (!last || state.status === 'unsubscribed' || last.confirmTokenHash !== tokenHash) throw invalidLink();
  if (state.status === 'subscribed') return [];
  if (minutesSince(last.requestedAt, now) > NEWSLETTER_LINK_DAYS * 24 * 60)
    throw new DomainError('invalid', NEWSLETTER_MESSAGES.linkExpired, undefined, {
      code: 'newsletter_link_expired',
    });
  return [
    {
      type: 'newsletter.SubscriptionConfirmed',
      data: { subscriptionId: last.subscriptionId, confirmedAt: now.toISOString() },
    },
  ];
}

function decideUnsubscribe(now: Date, state: NewsletterState): NewsletterEvent[] {
  if (!state.subscriptionId) throw invalidLink();
  if (state.status === 'unsubscribed') return [];
  return [
    {
      type: 'newsletter.Unsubscribed',
      data: { subscriptionId: state.subscriptionId, unsubscribedAt: now.toISOString() },
    },
  ];
}

export const newsletterSubscriptionDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: () => ({ status: 'none', subscriptionId: null, lastRequest: null }),
  decide(command, state) {
    switch (command.kind) {
      case 'RequestSubscription':
        return decideRequest(command, state);
      case 'ConfirmSubscription':
        return decideConfirm(command.tokenHash, command.now, state);
      case 'Unsubscribe':
        return decideUnsubscribe(command.now, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'newsletter.SubscriptionRequested':
        return { status: 'pending', subscriptionId: event.data.subscriptionId, lastRequest: event.data };
      case 'newsletter.SubscriptionConfirmed':
        return { ...state, status: 'subscribed' };
      case 'newsletter.Unsubscribed':
        return { ...state, status: 'unsubscribed' };
    }
  },
};
