import { createFileRoute } from '@tanstack/react-router';
import { CreateAdPage } from '../features/ads/editor/ad-editor-page.tsx';

export const Route = createFileRoute('/advertiser/create-ad')({
  validateSearch: (search: Record<string, unknown>): { campaignId?: string } =>
    typeof search.campaignId === 'string' ? { campaignId: search.campaignId } : {},
  head: () => ({ meta: [{ title: 'Create Ad | North Shore Guide' }] }),
  component: function CreateAdRoute() {
    const { campaignId } = Route.useSearch();
    return <CreateAdPage campaignId={campaignId} />;
  },
});
