import { createFileRoute } from '@tanstack/react-router';
import { EcoCategoriesAdminPage } from '../features/catalog-admin/eco-categories-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/eco-categories')({ component: EcoCategoriesAdminPage });
