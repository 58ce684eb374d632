import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';

/**
 * A route that failed to load: the reason and a retry that refetches its queries. The title is a
 * message id (`titleId`), or a text already in the visitor's language (`title`).
 */
export function RouteError({
  error,
  title,
  titleId = 'routeError.title',
}: ErrorComponentProps & { title?: string; titleId?: MessageId }) {
  const t = useT();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Container size="sm" py={64}>
      <Alert color="red" title={title ?? t(titleId)} role="alert" variant="light">
        <Text fz="sm">{(error instanceof Error && error.message) || t('routeError.pleaseRetry')}</Text>
        <Group mt="md">
          <Button size="xs" color="red" variant="outline" onClick={() => void router.invalidate()}>
            {t('routeError.tryAgain')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
