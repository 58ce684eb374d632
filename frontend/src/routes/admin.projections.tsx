import { createFileRoute, redirect } from '@tanstack/react-router';

/** The operations page's former address: links and bookmarks to it still lead there. */
export const Route = createFileRoute('/admin/projections')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/operations', replace: true });
  },
});
