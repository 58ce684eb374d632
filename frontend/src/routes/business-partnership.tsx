import { createFileRoute } from '@tanstack/react-router';
import { BusinessPartnershipPage } from '../features/static-pages/components/info-pages.tsx';

export const Route = createFileRoute('/business-partnership')({
  head: () => ({ meta: [{ title: 'Business Partnership | North Shore Guide' }] }),
  component: BusinessPartnershipPage,
});
