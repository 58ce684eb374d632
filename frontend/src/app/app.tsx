import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
