import { Box, Container, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useRememberedHeight } from '../../../lib/use-remembered-height.ts';
import classes from './home-page.module.css';

/**
 * Each section's content is a Suspense boundary of its own: taking over the server-drawn page, React
 * hydrates the sections one by one and answers the visitor in between, instead of the whole page in one
 * long task. The browser lays out and paints only the sections near the screen (home-page.module.css).
 */
export function HomeSection({
  id,
  title,
  alwaysLaidOut = false,
  children,
}: {
  id: string;
  title: MessageId;
  /** A map measures its box as it starts: a section that holds one is laid out even off screen. */
  alwaysLaidOut?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const remembered = useRememberedHeight<HTMLElement>(`home-section:${id}`);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      className={alwaysLaidOut ? classes.section : `${classes.section} ${classes.skippedOffScreen}`}
      ref={remembered.ref}
      style={remembered.style}
    >
      <Container size="lg" py={48}>
        <Title order={2} id={`${id}-heading`} mb="lg">
          <PhraseBreaks>{t(title)}</PhraseBreaks>
        </Title>
        <Suspense>{children}</Suspense>
      </Container>
    </Box>
  );
}
