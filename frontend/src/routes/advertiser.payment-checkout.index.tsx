import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';

export const Route = createFileRoute('/advertiser/payment-checkout/')({
  head: () => ({ meta: [{ title: 'Payment Checkout | North Shore Guide' }] }),
  component: function CheckoutFromSession() {
    const campaignId = sessionStorage.getItem('selectedCampaignId');
    return campaignId ? (
      <CampaignCheckout campaignId={campaignId} />
    ) : (
      <Text m="xl">Missing campaign information</Text>
    );
  },
});
