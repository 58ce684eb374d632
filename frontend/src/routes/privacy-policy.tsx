import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/static-pages/components/info-pages.tsx';

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({ meta: [{ title: 'Privacy Policy | North Shore Guide' }] }),
  component: PrivacyPolicyPage,
});
