import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A route that failed to load: the reason and a retry that refetches its queries. */
export function RouteError({
  error,
  title = 'Something went wrong',
}: ErrorComponentProps & { title?: string }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Container size="sm" py={64}>
      <Alert color="red" title={title} role="alert" variant="light">
        <Text fz="sm">{(error instanceof Error && error.message) || 'Please try again.'}</Text>
        <Group mt="md">
          <Button size="xs" color="red" variant="outline" onClick={() => void router.invalidate()}>
            Try again
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
