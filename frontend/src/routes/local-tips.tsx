import { createFileRoute } from '@tanstack/react-router';
import { LocalTipsPage } from '../features/local-tips/components/local-tips-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/local-tips')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('localTips.title')) }] }),
  component: LocalTipsPage,
});
