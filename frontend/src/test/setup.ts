import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
