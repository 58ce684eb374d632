import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/payment-checkout/$campaignId')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.checkout.pageTitle')) }] }),
  component: function CheckoutRoute() {
    return <CampaignCheckout campaignId={Route.useParams().campaignId} />;
  },
});
