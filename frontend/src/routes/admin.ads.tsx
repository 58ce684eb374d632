import { createFileRoute } from '@tanstack/react-router';
import { AdminAdsPage } from '../features/admin/components/admin-ads-page.tsx';

export const Route = createFileRoute('/admin/ads')({ component: AdminAdsPage });
