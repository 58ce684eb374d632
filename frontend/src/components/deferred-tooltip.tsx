import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../lib/use-near-viewport.ts';

// Mantine's Tooltip brings floating-ui; it loads once its trigger is in view, off the first load.
const Tooltip = lazy(() => import('./mantine-tooltip.ts').then((module) => ({ default: module.Tooltip })));

/** A Mantine Tooltip whose code loads when the trigger comes into view; until then the trigger alone. */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={children}>
          <Tooltip {...props}>{children}</Tooltip>
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
