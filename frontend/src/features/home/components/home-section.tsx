import { Box, Container, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { useT } from '../../../i18n/use-t.ts';
import classes from './home-page.module.css';

/**
 * Each section's content is a Suspense boundary of its own: taking over the server-drawn page, React
 * hydrates the sections one by one and answers the visitor in between, instead of the whole page in one
 * long task.
 */
export function HomeSection({ id, title, children }: { id: string; title: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} className={classes.section}>
      <Container size="lg" py={48}>
        <Title order={2} id={`${id}-heading`} mb="lg">
          <PhraseBreaks>{t(title)}</PhraseBreaks>
        </Title>
        <Suspense>{children}</Suspense>
      </Container>
    </Box>
  );
}
