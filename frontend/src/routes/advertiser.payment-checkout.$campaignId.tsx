import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';

export const Route = createFileRoute('/advertiser/payment-checkout/$campaignId')({
  head: () => ({ meta: [{ title: 'Payment Checkout | North Shore Guide' }] }),
  component: function CheckoutRoute() {
    return <CampaignCheckout campaignId={Route.useParams().campaignId} />;
  },
});
