import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailsPage } from '../features/campaigns/components/campaign-details-page.tsx';

export const Route = createFileRoute('/advertiser/campaign/$id')({
  head: () => ({ meta: [{ title: 'Campaign | North Shore Guide' }] }),
  component: function CampaignRoute() {
    return <CampaignDetailsPage id={Route.useParams().id} />;
  },
});
