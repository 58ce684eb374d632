import { createFileRoute } from '@tanstack/react-router';
import { AdminAuditPage } from '../features/admin/components/admin-pages.tsx';

export const Route = createFileRoute('/admin/audit')({ component: AdminAuditPage });
