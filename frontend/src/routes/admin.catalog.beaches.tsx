import { createFileRoute } from '@tanstack/react-router';
import { BeachesAdminPage } from '../features/catalog-admin/beaches-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/beaches')({ component: BeachesAdminPage });
