import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/static-pages/components/info-pages.tsx';

export const Route = createFileRoute('/about')({
  head: () => ({ meta: [{ title: 'About | North Shore Guide' }] }),
  component: AboutPage,
});
