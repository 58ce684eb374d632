import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/router-links.tsx';

export function BusinessNotFound() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Business Not Found</Title>
        <Text c="dimmed">The business you&apos;re looking for doesn&apos;t exist.</Text>
        <ButtonLink to="/" mt="sm">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
