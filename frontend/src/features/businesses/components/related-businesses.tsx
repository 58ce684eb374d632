import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardLink } from '../../../components/router-links.tsx';
import type { Business } from '../api/business.ts';
import { relatedBusinessesQueryOptions } from '../api/get-businesses.ts';
import { BusinessImage } from './business-image.tsx';
import { BusinessRating } from './business-rating.tsx';
import classes from './business-detail.module.css';
import { useT } from '../../../i18n/use-t.ts';
import { useBusinessName } from '../business-name.ts';
import { useCategoryName } from '../category-name.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

/** Up to three other businesses of the same category. Hidden when there are none. */
export function RelatedBusinesses({ business }: { business: Business }) {
  const related = useQuery({
    ...relatedBusinessesQueryOptions(business.category, business.id),
    enabled: useAfterFirstPaint(),
  });
  const t = useT();
  const categoryName = useCategoryName();
  const nameOf = useBusinessName();

  if (related.isSuccess && related.data.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="related-businesses-heading" gap="md">
      <Title order={2} id="related-businesses-heading" fz="h3">
        {t('businessPage.related')}
      </Title>
      {related.isPending && <RelatedBusinessesSkeleton />}
      {related.isError && (
        <Text c="red" fz="sm" role="alert">
          {t('businessPage.relatedFailed')}
        </Text>
      )}
      {related.isSuccess && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {related.data.map((other) => (
            <CardLink
              key={other.id}
              to="/business/$id"
              params={{ id: String(other.id) }}
              padding="sm"
              className={classes.relatedCard}
            >
              <Card.Section>
                <BusinessImage business={other} h={120} />
              </Card.Section>
              <Stack gap={4} mt="sm">
                <Text fw={700} lineClamp={1} lang={nameOf(other).lang}>
                  {nameOf(other).text}
                </Text>
                <Text fz="xs" c="dimmed">
                  {categoryName(other.category)}
                </Text>
                <BusinessRating rating={other.rating} reviewCount={other.reviewCount} size={14} />
              </Stack>
            </CardLink>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RelatedBusinessesSkeleton() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true">
      <VisuallyHidden role="status">{t('businessPage.relatedLoading')}</VisuallyHidden>
      {[0, 1, 2].map((index) => (
        <Card key={index} padding="sm">
          <Card.Section>
            <Skeleton height={120} radius={0} />
          </Card.Section>
          <Group mt="sm">
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="40%" />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
