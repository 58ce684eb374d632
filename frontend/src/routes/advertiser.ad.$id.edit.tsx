import { createFileRoute } from '@tanstack/react-router';
import { EditAdPage } from '../features/ads/editor/ad-editor-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/ad/$id/edit')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.ad.edit')) }] }),
  component: function EditAdRoute() {
    return <EditAdPage id={Route.useParams().id} />;
  },
});
