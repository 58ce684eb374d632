import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: 'Contact | North Shore Guide' }] }),
  component: ContactPage,
});
