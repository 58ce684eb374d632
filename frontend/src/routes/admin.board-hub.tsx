import { createFileRoute } from '@tanstack/react-router';
import { AdminBoardHubPage } from '../features/admin/components/admin-board-hub-page.tsx';

export const Route = createFileRoute('/admin/board-hub')({ component: AdminBoardHubPage });
