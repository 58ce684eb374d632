import { createFileRoute } from '@tanstack/react-router';
import { AdminRatesPage } from '../features/admin/components/admin-rates-page.tsx';

export const Route = createFileRoute('/admin/rates')({ component: AdminRatesPage });
