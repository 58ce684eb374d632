import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/advertiser/components/login-page.tsx';

export const Route = createFileRoute('/advertiser/login')({
  head: () => ({ meta: [{ title: 'Advertiser Login | North Shore Guide' }] }),
  component: LoginPage,
});
