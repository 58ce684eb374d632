import { createFileRoute } from '@tanstack/react-router';
import { AdminLocalTipsPage } from '../features/admin/components/admin-local-tips-page.tsx';

export const Route = createFileRoute('/admin/local-tips')({ component: AdminLocalTipsPage });
