import { createFileRoute } from '@tanstack/react-router';
import { EcoChallengesAdminPage } from '../features/catalog-admin/eco-challenges-admin-page.tsx';

export const Route = createFileRoute('/admin/catalog/eco-challenges')({ component: EcoChallengesAdminPage });
