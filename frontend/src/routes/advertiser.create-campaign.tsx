import { createFileRoute } from '@tanstack/react-router';
import { CreateCampaignPage } from '../features/campaigns/components/create-campaign-page.tsx';

export const Route = createFileRoute('/advertiser/create-campaign')({
  head: () => ({ meta: [{ title: 'Create Campaign | North Shore Guide' }] }),
  component: CreateCampaignPage,
});
