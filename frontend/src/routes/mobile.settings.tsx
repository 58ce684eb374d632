import { createFileRoute } from '@tanstack/react-router';
import { MobileSettingsPage } from '../features/mobile-settings/components/mobile-settings-page.tsx';
import { NotificationSettingsPanel } from '../features/notifications/components/notification-settings-panel.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/mobile/settings')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('settings.title')) }] }),
  component: SettingsPage,
});

function SettingsPage() {
  return <MobileSettingsPage notificationSettings={<NotificationSettingsPanel />} />;
}
