import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('contact.title')) }] }),
  component: ContactPage,
});
