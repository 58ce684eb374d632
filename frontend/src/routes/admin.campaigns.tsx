import { createFileRoute } from '@tanstack/react-router';
import { AdminCampaignsPage } from '../features/admin/components/admin-campaigns-page.tsx';

export const Route = createFileRoute('/admin/campaigns')({ component: AdminCampaignsPage });
