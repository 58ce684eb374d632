import { createFileRoute } from '@tanstack/react-router';
import { ProductsAdminPage } from '../features/catalog-admin/products-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/products')({ component: ProductsAdminPage });
