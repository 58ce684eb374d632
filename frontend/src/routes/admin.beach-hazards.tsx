import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { AdminBeachHazardsPage } from '../features/beaches/components/admin-beach-hazards-page.tsx';

export const Route = createFileRoute('/admin/beach-hazards')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.beachHazards.documentTitle') }] }),
  component: AdminBeachHazardsPage,
});
