import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUsePage } from '../features/static-pages/components/info-pages.tsx';

export const Route = createFileRoute('/terms-of-use')({
  head: () => ({ meta: [{ title: 'Terms of Use | North Shore Guide' }] }),
  component: TermsOfUsePage,
});
