import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { AdminAnalystsPage } from '../features/admin/components/admin-analysts-page.tsx';

export const Route = createFileRoute('/admin/analysts')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.analysts.title') }] }),
  component: AdminAnalystsPage,
});
