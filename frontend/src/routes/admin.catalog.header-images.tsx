import { createFileRoute } from '@tanstack/react-router';
import { HeaderImagesAdminPage } from '../features/catalog-admin/header-images-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/header-images')({ component: HeaderImagesAdminPage });
