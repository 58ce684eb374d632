import { createFileRoute } from '@tanstack/react-router';
import { LocalTipsAdminPage } from '../features/catalog-admin/local-tips-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/local-tips')({ component: LocalTipsAdminPage });
