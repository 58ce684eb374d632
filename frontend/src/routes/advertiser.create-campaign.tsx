import { createFileRoute } from '@tanstack/react-router';
import { CreateCampaignPage } from '../features/campaigns/components/create-campaign-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/create-campaign')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.campaign.create')) }] }),
  component: CreateCampaignPage,
});
