import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/advertiser/components/register-page.tsx';

export const Route = createFileRoute('/advertiser/register')({
  head: () => ({ meta: [{ title: 'Advertiser Registration | North Shore Guide' }] }),
  component: RegisterPage,
});
