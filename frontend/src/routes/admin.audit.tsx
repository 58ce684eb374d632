import { createFileRoute } from '@tanstack/react-router';
import { AdminAuditPage } from '../features/admin/components/admin-audit-page.tsx';

export const Route = createFileRoute('/admin/audit')({ component: AdminAuditPage });
