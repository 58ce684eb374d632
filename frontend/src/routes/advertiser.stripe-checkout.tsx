import { Alert, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';

export interface StripeCheckoutSearch {
  campaignId?: string;
  amount?: string;
  name?: string;
}

/** The query-string variant: only the campaign id is used; the amount always comes from the server. */
export const Route = createFileRoute('/advertiser/stripe-checkout')({
  validateSearch: (search: Record<string, unknown>): StripeCheckoutSearch => ({
    ...(typeof search.campaignId === 'string' ? { campaignId: search.campaignId } : {}),
    ...(search.amount !== undefined ? { amount: String(search.amount) } : {}),
    ...(typeof search.name === 'string' ? { name: search.name } : {}),
  }),
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.checkout.queryPageTitle')) }] }),
  component: function StripeCheckoutRoute() {
    const t = useT();
    const { campaignId } = Route.useSearch();
    if (!campaignId) {
      return (
        <Container size="sm" py="xl">
          <Alert color="red" title={t('advertiser.checkout.errorTitle')}>
            {t('advertiser.checkout.missingCampaign')}
          </Alert>
        </Container>
      );
    }
    return <CampaignCheckout campaignId={campaignId} />;
  },
});
