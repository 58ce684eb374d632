import { Alert, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';

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
  head: () => ({ meta: [{ title: 'Checkout | North Shore Guide' }] }),
  component: function StripeCheckoutRoute() {
    const { campaignId } = Route.useSearch();
    if (!campaignId) {
      return (
        <Container size="sm" py="xl">
          <Alert color="red" title="Payment Error">
            Missing campaign information
          </Alert>
        </Container>
      );
    }
    return <CampaignCheckout campaignId={campaignId} />;
  },
});
