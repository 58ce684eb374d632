import { createFileRoute } from '@tanstack/react-router';
import { RewardsAdminPage } from '../features/catalog-admin/rewards-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/rewards')({ component: RewardsAdminPage });
