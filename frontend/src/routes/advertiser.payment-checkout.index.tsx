import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignCheckout } from '../features/payments/components/checkout.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';

export const Route = createFileRoute('/advertiser/payment-checkout/')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.checkout.pageTitle')) }] }),
  component: function CheckoutFromSession() {
    const t = useT();
    const campaignId = sessionStorage.getItem('selectedCampaignId');
    return campaignId ? (
      <CampaignCheckout campaignId={campaignId} />
    ) : (
      <Text m="xl">{t('advertiser.checkout.missingCampaign')}</Text>
    );
  },
});
