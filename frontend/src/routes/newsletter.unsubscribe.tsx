import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLinkPage } from '../features/newsletter/components/newsletter-link-page.tsx';
import { newsletterLinkSearch } from '../features/newsletter/newsletter-link-search.ts';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  // The link in our mail: `?subscription=<id>&token=<secret>`.
  validateSearch: newsletterLinkSearch,
  head: () => ({ meta: [{ title: pageTitle(translateNow('newsletter.title')) }] }),
  component: function NewsletterLinkRoute() {
    const { subscription, token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" subscriptionId={subscription} token={token} />;
  },
});
