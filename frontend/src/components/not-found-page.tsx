import { Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n/use-t.ts';
import { WaveIcon } from './icons.tsx';
import { ButtonLink } from './router-links.tsx';

export function NotFoundPage() {
  const t = useT();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <WaveIcon size={56} color="var(--mantine-color-ocean-6)" />
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={440}>
          {t('notFound.text')}
        </Text>
        <ButtonLink to="/" mt="sm">
          {t('notFound.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
