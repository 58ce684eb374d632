import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { BoardHubPage } from '../features/board-hub/components/board-hub-page.tsx';

export const Route = createFileRoute('/board-hub')({
  head: () => ({ meta: [{ title: 'Board Hub | North Shore Guide' }] }),
  component: BoardHubPage,
  errorComponent: (props) => <RouteError {...props} title="Could not load the Board Hub" />,
});
