import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

// Following keeps its settings in the browser, validated on load: that code (zod among it, about 25 KB
// gzipped) comes after the page's first render, not with it.
const FollowBeachButton = lazy(() =>
  import('./follow-beach-button.tsx').then((module) => ({ default: module.FollowBeachButton })),
);

/** The Follow button: a disabled placeholder until the page has painted and the button's code has come. */
export function FollowBeach({ beachId }: { beachId: number }) {
  const t = useT();
  const placeholder = (
    <Button size="xs" disabled>
      {t('beach.follow')}
    </Button>
  );
  if (!useAfterFirstPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FollowBeachButton beachId={beachId} />
    </Suspense>
  );
}
