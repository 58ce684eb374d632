import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  NEWSLETTER_LINK_DAYS,
  newsletterSignUpSchema,
  newsletterSubscriptionDecider,
  type NewsletterEvent,
} from './newsletter-subscription.ts';

const now = new Date('2026-11-27T20:00:00Z');
const at = now.toISOString();
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 3600_000);
const request = {
  kind: 'RequestSubscription' as const,
  subscriptionId: 'sub-1',
  email: 'sealed-address',
  personId: 'newsletter:p1',
  locale: 'ja' as const,
  confirmTokenHash: 'confirm-1',
  now,
};
const requested: NewsletterEvent = {
  type: 'newsletter.SubscriptionRequested',
  data: {
    subscriptionId: 'sub-1',
    email: 'sealed-address',
    personId: 'newsletter:p1',
    locale: 'ja',
    confirmTokenHash: 'confirm-1',
    requestedAt: at,
  },
};
const confirmed: NewsletterEvent = {
  type: 'newsletter.SubscriptionConfirmed',
  data: { subscriptionId: 'sub-1', confirmedAt: at },
};
const unsubscribed: NewsletterEvent = {
  type: 'newsletter.Unsubscribed',
  data: { subscriptionId: 'sub-1', unsubscribedAt: at },
};
const spec = deciderSpec(newsletterSubscriptionDecider);

describe('newsletter sign-up', () => {
  it('records a request with the address sealed and the links’ tokens hashed', () =>
    spec.given([]).when(request).then([requested]));

  it('subscribes nobody until the link in the mail is followed', () =>
    spec
      .given([requested])
      .when({ kind: 'ConfirmSubscription', tokenHash: 'confirm-1', now })
      .then([confirmed]));

  it('refuses a confirmation link that is wrong or too old', () => {
    spec
      .given([requested])
      .when({ kind: 'ConfirmSubscription', tokenHash: 'guessed', now })
      .thenThrows('invalid', 'This link is not valid');
    spec
      .given([requested])
      .when({ kind: 'ConfirmSubscription', tokenHash: 'confirm-1', now: daysLater(NEWSLETTER_LINK_DAYS + 1) })
      .thenThrows('invalid', 'This link has expired');
  });

  it('confirms once: following the link again changes nothing', () =>
    spec
      .given([requested, confirmed])
      .when({ kind: 'ConfirmSubscription', tokenHash: 'confirm-1', now })
      .then([]));

  it('sends no second mail to a subscribed address, and no more than one a few minutes', () => {
    spec.given([requested, confirmed]).when(request).then([]);
    spec.given([requested]).when(request).then([]);
    spec
      .given([requested])
      .when({ ...request, confirmTokenHash: 'confirm-2', now: daysLater(1) })
      .then([
        {
          ...requested,
          data: { ...requested.data, confirmTokenHash: 'confirm-2', requestedAt: daysLater(1).toISOString() },
        },
      ]);
  });

  it('unsubscribes, waiting or subscribed, and stays unsubscribed', () => {
    spec.given([requested]).when({ kind: 'Unsubscribe', now }).then([unsubscribed]);
    spec.given([requested, confirmed]).when({ kind: 'Unsubscribe', now }).then([unsubscribed]);
    spec.given([requested, confirmed, unsubscribed]).when({ kind: 'Unsubscribe', now }).then([]);
    spec
      .given([requested, confirmed, unsubscribed])
      .when({ kind: 'ConfirmSubscription', tokenHash: 'confirm-1', now })
      .thenThrows('invalid', 'This link is not valid');
    spec.given([]).when({ kind: 'Unsubscribe', now }).thenThrows('invalid', 'This link is not valid');
  });

  it('asks for a valid email address', () => {
    const bad = newsletterSignUpSchema.safeParse({ email: 'not an email' });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'Please enter a valid email address'],
    ]);
    expect(newsletterSignUpSchema.parse({ email: ' Pua@Example.com ' })).toEqual({
      email: 'Pua@Example.com',
      locale: 'en',
    });
  });
});
