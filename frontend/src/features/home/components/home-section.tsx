import { Box, Container, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { LiveWhenNear } from '../../../lib/live-when-near.tsx';
import { useT } from '../../../i18n/use-t.ts';
import classes from './home-page.module.css';

/**
 * A section, heading and content, is a part of its own (LiveWhenNear) and a Suspense boundary of its own.
 * Taking over the server-drawn page, the app leaves a section as drawn until the visitor comes near it (or
 * taps or focuses it): a section far below asks for its data and renders only then, not while the phone is
 * still starting the page. Its content is a Suspense boundary inside it, so a content still loading leaves
 * the heading in place.
 */
export function HomeSection({ id, title, children }: { id: string; title: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} className={classes.section}>
      <Suspense>
        <LiveWhenNear id={id}>
          <Container size="lg" py={48}>
            <Title order={2} id={`${id}-heading`} mb="lg">
              <PhraseBreaks>{t(title)}</PhraseBreaks>
            </Title>
            <Suspense>{children}</Suspense>
          </Container>
        </LiveWhenNear>
      </Suspense>
    </Box>
  );
}
