import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { AppFailedToLoad } from './app/app-failed-to-load.tsx';

function showFailure(root: Root, error: unknown) {
  console.error('App failed to load', error);
  root.render(<AppFailedToLoad />);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The app is imported dynamically so that a module that fails to load or evaluate still ends on the failure page.
try {
  const { App } = await import('./app/app.tsx');
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree: taps and scrolls are answered while the page builds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
} catch (error) {
  showFailure(root, error);
}
