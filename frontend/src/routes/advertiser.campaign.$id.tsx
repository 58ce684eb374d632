import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailsPage } from '../features/campaigns/components/campaign-details-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/campaign/$id')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.campaign.pageTitle')) }] }),
  component: function CampaignRoute() {
    return <CampaignDetailsPage id={Route.useParams().id} />;
  },
});
