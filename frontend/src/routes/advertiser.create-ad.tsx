import { createFileRoute } from '@tanstack/react-router';
import { CreateAdPage } from '../features/ads/editor/ad-editor-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/create-ad')({
  validateSearch: (search: Record<string, unknown>): { campaignId?: string } =>
    typeof search.campaignId === 'string' ? { campaignId: search.campaignId } : {},
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.ad.create')) }] }),
  component: function CreateAdRoute() {
    const { campaignId } = Route.useSearch();
    return <CreateAdPage campaignId={campaignId} />;
  },
});
