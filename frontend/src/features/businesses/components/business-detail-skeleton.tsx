import { Card, Container, Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';

export function BusinessDetailSkeleton() {
  const t = useT();
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">{t('businessPage.loading')}</VisuallyHidden>
      <Skeleton height={16} width={160} />
      <Skeleton height={360} mt="md" radius="lg" />
      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton height={22} width={120} radius="xl" />
            <Skeleton height={36} width="60%" />
            <Skeleton height={16} width={200} />
            <Skeleton height={14} width={240} />
            <Skeleton height={24} width={90} mt="xl" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card padding="lg">
            <Stack gap="md">
              {[0, 1, 2].map((index) => (
                <Stack key={index} gap={6}>
                  <Skeleton height={10} width={70} />
                  <Skeleton height={14} width="80%" />
                </Stack>
              ))}
              <Skeleton height={36} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
