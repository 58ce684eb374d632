import './app/zod-without-eval.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { AppFailedToLoad } from './app/app-failed-to-load.tsx';
import { keepDrawnParts } from './lib/live-when-near.tsx';
import { keepLinkedElementInView } from './lib/navigation/linked-element.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The server draws some pages' first screen (server-render/): the app takes that HTML over. A first screen
// drawn for another page (a page kept for offline use) must not show here.
const drawnHere = container.dataset.firstScreen === window.location.pathname;
if (drawnHere) {
  keepDrawnParts(container);
} else {
  container.replaceChildren();
  delete container.dataset.firstScreen;
}
keepLinkedElementInView();

/** Marks the drawn first screen as the app's once hydrated: until then its controls let taps through (global.css). */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.dataset.takenOver = '';
  }, [root]);
  return null;
}

// The app is imported dynamically so that a module that fails to load or evaluate still ends on the failure page.
try {
  const { App } = await import('./app/app.tsx');
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <App />
        {drawnHere && <TakenOver root={container} />}
      </AppErrorBoundary>
    </StrictMode>
  );
  if (drawnHere) {
    // Where the browser's first render differs from the server's (a visitor's saved data), React draws
    // that part anew: expected, not an error.
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('First screen redrawn', error),
    });
  } else {
    // As a transition, the first render yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree: taps and scrolls are answered while the page builds.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
} catch (error) {
  console.error('App failed to load', error);
  container.replaceChildren();
  createRoot(container).render(<AppFailedToLoad />);
}
