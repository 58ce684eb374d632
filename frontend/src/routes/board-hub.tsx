import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { BoardHubPage } from '../features/board-hub/components/board-hub-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/board-hub')({
  // `?renew=<listing id>`: the link in a seller's reminder opens the renewal for that listing.
  validateSearch: (search: Record<string, unknown>): { renew?: string } =>
    typeof search.renew === 'string' && UUID.test(search.renew) ? { renew: search.renew } : {},
  head: () => ({ meta: [{ title: pageTitle(translateNow('boardHub.title')) }] }),
  component: function BoardHubRoute() {
    const { renew } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <BoardHubPage renewId={renew} onRenewClosed={() => void navigate({ to: '/board-hub', search: {} })} />
    );
  },
  errorComponent: function BoardHubError(props) {
    const t = useT();
    return <RouteError {...props} title={t('boardHub.loadFailed')} />;
  },
});
