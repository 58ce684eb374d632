import { createFileRoute } from '@tanstack/react-router';
import { AdminAdvertisersPage } from '../features/admin/components/admin-advertisers-page.tsx';

export const Route = createFileRoute('/admin/advertisers')({ component: AdminAdvertisersPage });
