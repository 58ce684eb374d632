import { createFileRoute } from '@tanstack/react-router';
import { AdminReviewsPage } from '../features/admin/components/admin-reviews-page.tsx';

export const Route = createFileRoute('/admin/reviews')({ component: AdminReviewsPage });
