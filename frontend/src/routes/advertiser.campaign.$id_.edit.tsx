import { createFileRoute } from '@tanstack/react-router';
import { EditCampaignPage } from '../features/campaigns/components/edit-campaign-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/campaign/$id_/edit')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.campaign.edit')) }] }),
  component: function EditCampaignRoute() {
    return <EditCampaignPage id={Route.useParams().id} />;
  },
});
