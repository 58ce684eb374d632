import { createFileRoute } from '@tanstack/react-router';
import { LocalTipsPage } from '../features/local-tips/components/local-tips-page.tsx';

export const Route = createFileRoute('/local-tips')({
  head: () => ({ meta: [{ title: 'Local Tips | North Shore Guide' }] }),
  component: LocalTipsPage,
});
