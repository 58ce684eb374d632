import { createFileRoute } from '@tanstack/react-router';
import { BusinessesAdminPage } from '../features/catalog-admin/businesses-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/businesses')({ component: BusinessesAdminPage });
