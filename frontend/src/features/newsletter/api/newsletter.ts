import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The footer's sign-up: the server mails a confirmation link; nothing is subscribed before it is followed. */
export function useNewsletterSignUp() {
  return useMutation({
    mutationFn: (input: { email: string; locale: Locale }) =>
      apiFetch<{ status: 'confirmation_sent' }>('/api/newsletter/subscriptions', {
        method: 'POST',
        json: input,
      }),
  });
}

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';
const linkRoutes: Record<NewsletterLinkAction, string> = {
  confirm: '/api/newsletter/confirmations',
  unsubscribe: '/api/newsletter/unsubscriptions',
};

/** What a link of one of our mails does, once the visitor presses the page's button. */
export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({
    mutationFn: (link: { subscriptionId: string; token: string }) =>
      apiFetch<{ status: string }>(linkRoutes[action], { method: 'POST', json: link }),
  });
}
