import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';

// Mantine's Tooltip brings floating-ui (20 KB gzipped): it loads when a visitor first points at or tabs to
// the trigger, never with the page. A tooltip only ever opens on such a gesture, and never on a touch screen.
const Tooltip = lazy(() => import('./mantine-tooltip.ts').then((module) => ({ default: module.Tooltip })));

/** A Mantine Tooltip whose code loads on the first hover or focus of its trigger, then opens at once. */
export function DeferredTooltip(props: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  return (
    <div
      ref={box}
      onPointerEnter={() => setWanted(true)}
      onFocusCapture={() => {
        focused.current = true;
        setWanted(true);
      }}
    >
      {wanted ? (
        <Suspense fallback={props.children}>
          <LoadedTooltip {...props} box={box} focused={focused} />
        </Suspense>
      ) : (
        props.children
      )}
    </div>
  );
}

interface LoadedProps extends TooltipProps {
  box: RefObject<HTMLDivElement | null>;
  focused: RefObject<boolean>;
}

/** The real tooltip, open; the trigger it wraps is a new element, so focus that was on it comes back. */
function LoadedTooltip({ box, focused, children, ...props }: LoadedProps) {
  useEffect(() => {
    if (focused.current) box.current?.querySelector<HTMLElement>('a, button, input, [tabindex]')?.focus();
  }, [box, focused]);
  return (
    <Tooltip defaultOpened {...props}>
      {children}
    </Tooltip>
  );
}
