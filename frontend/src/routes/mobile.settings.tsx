import { createFileRoute } from '@tanstack/react-router';
import { MobileSettingsPage } from '../features/mobile-settings/components/mobile-settings-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/mobile/settings')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('settings.title')) }] }),
  component: MobileSettingsPage,
});
