import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function BusinessNotFound() {
  const t = useT();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('businessPage.notFound')}</Title>
        <Text c="dimmed">{t('businessPage.notFoundText')}</Text>
        <ButtonLink to="/" mt="sm">
          {t('businessPage.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
