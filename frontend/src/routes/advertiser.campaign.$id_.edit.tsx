import { createFileRoute } from '@tanstack/react-router';
import { EditCampaignPage } from '../features/campaigns/components/edit-campaign-page.tsx';

export const Route = createFileRoute('/advertiser/campaign/$id_/edit')({
  head: () => ({ meta: [{ title: 'Edit Campaign | North Shore Guide' }] }),
  component: function EditCampaignRoute() {
    return <EditCampaignPage id={Route.useParams().id} />;
  },
});
