import { useEffect } from 'react';

/**
 * Stands in for a dialog whose code is still loading (a lazy dialog's Suspense fallback). Escape cancels it
 * there as it would close it once open: a dialog the visitor has already dismissed must not open later
 * over whatever they went on to.
 */
export function DialogOnItsWay({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', cancelOnEscape);
    return () => document.removeEventListener('keydown', cancelOnEscape);
  }, [onCancel]);
  return null;
}
