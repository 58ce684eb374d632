import { createFileRoute } from '@tanstack/react-router';
import { MobileSettingsPage } from '../features/mobile-settings/components/mobile-settings-page.tsx';

export const Route = createFileRoute('/mobile/settings')({
  head: () => ({ meta: [{ title: 'Settings | North Shore Guide' }] }),
  component: MobileSettingsPage,
});
