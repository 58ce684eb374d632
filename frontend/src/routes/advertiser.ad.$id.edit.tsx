import { createFileRoute } from '@tanstack/react-router';
import { EditAdPage } from '../features/ads/editor/ad-editor-page.tsx';

export const Route = createFileRoute('/advertiser/ad/$id/edit')({
  head: () => ({ meta: [{ title: 'Edit Ad | North Shore Guide' }] }),
  component: function EditAdRoute() {
    return <EditAdPage id={Route.useParams().id} />;
  },
});
