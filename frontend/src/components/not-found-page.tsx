import { Container, Stack, Text, Title } from '@mantine/core';
import { WaveIcon } from './icons.tsx';
import { ButtonLink } from './router-links.tsx';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <WaveIcon size={56} color="var(--mantine-color-ocean-6)" />
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed" maw={440}>
          This stretch of coastline isn&apos;t on our map. The page may have moved or never existed.
        </Text>
        <ButtonLink to="/" mt="sm">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
