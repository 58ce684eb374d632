import { Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { beachesQueryOptions, type Beach } from '../../../lib/beaches/beaches-api.ts';
import { hazardAt, saferForFamilies } from '../../../lib/beaches/hazard.ts';
import { HazardBadge, HazardReasons } from '../../../components/beach-hazard.tsx';
import { BeachImage } from './beach-image.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { catalogText } from '../../../lib/catalog-text.ts';

const SKELETON_COUNT = 4;
const DESCRIPTION_LIMIT = 120;

export function BeachList() {
  // The cards render in the background when the list arrives: the page stays answerable meanwhile.
  const beaches = useDeferredValue(useQuery(beachesQueryOptions()));
  const [familiesOnly, setFamiliesOnly] = useState(false);
  const t = useT();

  if (beaches.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="lg"
        aria-busy="true"
        data-testid="beach-skeletons"
      >
        <VisuallyHidden role="status">{t('beaches.loading')}</VisuallyHidden>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Card key={index}>
            <Card.Section>
              <Skeleton height={160} radius={0} />
            </Card.Section>
            <Skeleton height={18} width="70%" mt="md" />
            <Skeleton height={12} width="50%" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (beaches.isError) {
    return (
      <Text c="red.8" role="alert">
        {t('beaches.loadFailed')} {beaches.error.message}
      </Text>
    );
  }
  const now = new Date();
  const families = saferForFamilies(beaches.data, now);
  const shown = familiesOnly && families.kind === 'some' ? families.beaches : beaches.data;
  return (
    <Stack gap="md">
      <Switch
        label={t('beaches.families')}
        description={t('beaches.familiesHint')}
        checked={familiesOnly}
        onChange={(event) => setFamiliesOnly(event.currentTarget.checked)}
      />
      {familiesOnly && families.kind !== 'some' && (
        <Text role="status" fw={600} data-testid="families-answer">
          {families.kind === 'unknown'
            ? t('beaches.familiesUnknown')
            : families.lifeguardsOffDuty
              ? t('beaches.familiesOffDuty')
              : t('beaches.familiesNone')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {shown.map((beach) => (
          <BeachCard key={beach.id} beach={beach} now={now} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BeachCard({ beach, now }: { beach: Beach; now: Date }) {
  const description = catalogText(beach.description, beach.descriptionJa, useLocale());
  return (
    <Card data-testid="beach-card">
      <Card.Section>
        <BeachImage beach={beach} h={160} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <AnchorLink to="/beach/$id" params={{ id: String(beach.id) }} fw={700} fz="lg" c="inherit">
            {beach.name}
          </AnchorLink>
        </Group>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <MapPinIcon size={14} />
          <Text fz="xs">{beach.location}</Text>
        </Group>
        <HazardBadge level={hazardAt(beach.hazard, now).level} />
        <HazardReasons hazard={beach.hazard} now={now} limit={3} />
        <TruncatedText
          text={description.text}
          lang={description.lang}
          limit={DESCRIPTION_LIMIT}
          lessLabel="showLess"
        />
      </Stack>
    </Card>
  );
}
