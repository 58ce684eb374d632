import { useDeferredValue } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import type { Business, BusinessFilters } from '../api/business.ts';
import { businessesQueryOptions } from '../api/get-businesses.ts';
import { BusinessImage } from './business-image.tsx';
import { BusinessRating } from './business-rating.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { catalogText } from '../../../lib/catalog-text.ts';
import { useBusinessName } from '../business-name.ts';
import { useCategoryName } from '../category-name.ts';
import { refiningProps } from '../../../lib/refining-props.ts';

const SKELETON_COUNT = 6;
/** Spec 000 §5: business descriptions are cut at 100 characters (Read More / Read Less). */
const DESCRIPTION_LIMIT = 100;

/** Business cards linking to their detail pages, after any `sponsored` cards the page mixes in. */
export function BusinessList({
  filters = {},
  sponsored,
}: {
  filters?: BusinessFilters;
  sponsored?: ReactNode;
}) {
  // The cards render in the background when the list arrives: the page stays answerable meanwhile.
  // A new search or category keeps the cards shown, marked busy, until its own answer comes.
  const businesses = useDeferredValue(
    useQuery({ ...businessesQueryOptions(filters), placeholderData: keepPreviousData }),
  );
  const t = useT();
  const categoryName = useCategoryName();
  const filtered = Boolean(filters.category || filters.search?.trim());

  if (businesses.isPending) return <BusinessListSkeleton />;
  if (businesses.isError) {
    return (
      <Text c="red" role="alert">
        {businesses.error.message}
      </Text>
    );
  }
  if (businesses.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl">
        <Text fw={600}>{t('businesses.none')}</Text>
        <Text c="dimmed" fz="sm">
          {filtered ? t('businesses.noneFiltered') : t('businesses.noneAtAll')}
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      data-testid="business-list"
      {...refiningProps(businesses.isPlaceholderData)}
    >
      {sponsored}
      {businesses.data.map((business) => (
        <BusinessCard key={business.id} business={business} categoryName={categoryName} />
      ))}
    </SimpleGrid>
  );
}

function BusinessCard({
  business,
  categoryName,
}: {
  business: Business;
  categoryName: ReturnType<typeof useCategoryName>;
}) {
  const name = useBusinessName()(business);
  return (
    <Card key={business.id} data-testid="business-card">
      <Card.Section>
        <BusinessImage business={business} h={160} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <AnchorLink
          to="/business/$id"
          params={{ id: String(business.id) }}
          fw={700}
          fz="lg"
          c="inherit"
          lineClamp={1}
          lang={name.lang}
        >
          {name.text}
        </AnchorLink>
        <Group gap="xs">
          <Text fz="xs" c="lagoon.9" fw={600}>
            {categoryName(business.category)}
          </Text>
          {business.sample && <SampleBadge />}
        </Group>
        <BusinessRating rating={business.rating} reviewCount={business.reviewCount} size={14} />
        <Group gap={4} c="dimmed" wrap="nowrap">
          <MapPinIcon size={14} />
          <Text fz="xs" lineClamp={1}>
            {business.location}
          </Text>
        </Group>
        <BusinessDescription business={business} />
      </Stack>
    </Card>
  );
}

/** The description in Japanese on a Japanese page where the catalog has it, else the English, so marked. */
function BusinessDescription({ business }: { business: Business }) {
  const description = catalogText(business.description, business.descriptionJa, useLocale());
  return (
    <TruncatedText
      text={description.text}
      lang={description.lang}
      limit={DESCRIPTION_LIMIT}
      lessLabel="readLess"
    />
  );
}

function BusinessListSkeleton() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
      <VisuallyHidden role="status">{t('businesses.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Card key={index}>
          <Card.Section>
            <Skeleton height={160} radius={0} />
          </Card.Section>
          <Stack gap={8} mt="md">
            <Skeleton height={18} width="70%" />
            <Skeleton height={10} width="40%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
