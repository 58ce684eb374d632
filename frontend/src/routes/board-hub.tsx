import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { BoardHubPage } from '../features/board-hub/components/board-hub-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/board-hub')({
  // `?renew=<listing id>`: the link in a seller's reminder opens the renewal for that listing.
  validateSearch: (search: Record<string, unknown>): { renew?: string } =>
    typeof search.renew === 'string' && UUID.test(search.renew) ? { renew: search.renew } : {},
  head: () => ({ meta: [{ title: 'Board Hub | North Shore Guide' }] }),
  component: function BoardHubRoute() {
    const { renew } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <BoardHubPage renewId={renew} onRenewClosed={() => void navigate({ to: '/board-hub', search: {} })} />
    );
  },
  errorComponent: (props) => <RouteError {...props} title="Could not load the Board Hub" />,
});
