import { createFileRoute } from '@tanstack/react-router';
import { AdminBusinessOwnersPage } from '../features/admin/components/admin-business-owners-page.tsx';

export const Route = createFileRoute('/admin/business-claims')({ component: AdminBusinessOwnersPage });
