import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/static-pages/components/info-pages.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/about')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('about.title')) }] }),
  component: AboutPage,
});
