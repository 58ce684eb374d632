import {
  Anchor,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { beachesQueryOptions, beachQueryOptions, type Beach } from '../../../lib/beaches/beaches-api.ts';
import { directionsUrl, nearbyBeaches, roundedMiles } from '../../../lib/beaches/geo.ts';
import { feetToMetres } from '@nsg/domain/conditions/surf-rules.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { useSurfHeight } from '../../../lib/live-texts.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { useDrawnAfterMount } from '../../../lib/use-drawn-after-mount.ts';
import { catalogText, fullStop } from '../../../lib/catalog-text.ts';
import { hazardAt } from '../../../lib/beaches/hazard.ts';
import { HazardBadge, HazardReasons } from '../../../components/beach-hazard.tsx';
import { BeachImage } from './beach-image.tsx';
import classes from './beach-detail.module.css';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

const BEACH_SAFETY_TIPS = [
  'beach.tip.lifeguard',
  'beach.tip.flags',
  'beach.tip.back',
  'beach.tip.sunscreen',
  'beach.tip.rip',
] as const;

/** What the beach page shows from other features, put in place by its route. */
export interface BeachPageParts {
  alerts: ReactNode;
  /** Today's weather, surf and outlook cards for this beach. */
  conditions: (beach: Beach) => ReactNode;
  reviews: (beach: Beach) => ReactNode;
  /** Ads beside the page. */
  sidebar: ReactNode;
  followButton: (beachId: number) => ReactNode;
}

export function BeachDetail({ id, parts }: { id: number; parts: BeachPageParts }) {
  const { data: beach } = useSuspenseQuery(beachQueryOptions(id));
  const t = useT();
  const locale = useLocale();
  const description = catalogText(beach.description, beach.descriptionJa, locale);
  const bestFor = catalogText(beach.bestFor, beach.bestForJa, locale);
  const surfHeight = useSurfHeight();
  const typicalSurf = (text: string) => {
    const range = /^(\d+)-(\d+) ft$/.exec(text);
    return range ? surfHeight(Number(range[1]), Number(range[2])) : text;
  };
  const now = useMinuteClock();
  const belowFirstScreen = useDrawnAfterMount();

  return (
    <>
      {parts.alerts}
      <Container size="lg" py="xl">
        <ButtonLink to="/" variant="subtle" px={0}>
          {t('beach.backHome')}
        </ButtonLink>
        <div className={classes.layout}>
          <Card padding={0} className={classes.image}>
            <BeachImage beach={beach} h={{ base: 220, md: 380 }} priority />
          </Card>
          <Stack gap="xl" className={classes.facts}>
            <Stack gap="xs">
              <Group gap="sm">
                <Title order={1}>{beach.name}</Title>
                <HazardBadge level={hazardAt(beach.hazard, now).level} size="lg" />
              </Group>
              <Group gap={6} c="dimmed">
                <MapPinIcon size={16} />
                <Text fz="sm">{beach.location}</Text>
              </Group>
            </Stack>
            <HazardPanel beach={beach} followButton={parts.followButton} />
            {/* The catalog's own words: Japanese on a Japanese page where it has them, else marked as English. */}
            <Text lang={description.lang}>{description.text}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {beach.typicalSurf && (
                <Fact label={t('beach.winter')} value={typicalSurf(beach.typicalSurf.winter)} />
              )}
              {beach.typicalSurf && (
                <Fact label={t('beach.summer')} value={typicalSurf(beach.typicalSurf.summer)} />
              )}
              <Fact
                label={t('beach.lifeguards')}
                value={beach.hasLifeguards ? t('beach.lifeguardsPresent') : t('beach.lifeguardsNone')}
              />
              <Fact
                label={t('beach.parking')}
                value={t('beach.parkingValue', { parking: beach.hasParking })}
              />
              <Fact label={t('beach.bestFor')} value={bestFor.text} lang={bestFor.lang} />
            </SimpleGrid>
          </Stack>
          {/* A side column beside the page; on a phone its ads come right after the beach's facts. */}
          {belowFirstScreen && (
            <div className={classes.side}>
              <div className={classes.nearby}>
                <NearbyBeaches beach={beach} />
              </div>
              <Stack gap="lg" className={classes.ads}>
                {parts.sidebar}
              </Stack>
            </div>
          )}
          {belowFirstScreen && (
            <Stack gap="xl" className={classes.more}>
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  {t('beach.currentConditions')}
                </Title>
                {parts.conditions(beach)}
              </Stack>
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  {t('beach.safetyTips')}
                </Title>
                <List spacing={4}>
                  {BEACH_SAFETY_TIPS.map((tip) => (
                    <List.Item key={tip}>{t(tip)}</List.Item>
                  ))}
                </List>
              </Stack>
              {parts.reviews(beach)}
            </Stack>
          )}
        </div>
      </Container>
    </>
  );
}

/** Three rows of a beach link (25 px) with the stack's gaps between them. */
const NEARBY_LIST_HEIGHT = 3 * 25 + 2 * 10;

/** The three nearest beaches, as links with their distance and today's rating. */
function NearbyBeaches({ beach }: { beach: Beach }) {
  const all = useQuery({ ...beachesQueryOptions(), enabled: useAfterFirstPaint() });
  const nearest = nearbyBeaches(beach, all.data ?? []);
  const directions = directionsUrl(beach);
  const now = useMinuteClock();
  const t = useT();
  return (
    <Card padding="lg">
      {directions && (
        <Anchor href={directions} target="_blank" rel="noopener noreferrer" fw={600} display="block" mb="md">
          {t('beach.directions', { name: beach.name })}
        </Anchor>
      )}
      <Title order={2} fz="h4" mb="sm">
        {t('beach.nearby')}
      </Title>
      {/* The list keeps its height while loading: the ads under it on a desktop stay where they appear. */}
      <Stack gap="xs" data-testid="nearby-beaches" mih={all.isPending ? NEARBY_LIST_HEIGHT : undefined}>
        {nearest.map(({ beach: nearby, meters }) => (
          <Group key={nearby.id} justify="space-between" wrap="nowrap">
            <AnchorLink to="/beach/$id" params={{ id: String(nearby.id) }} fw={600}>
              {nearby.name}
            </AnchorLink>
            <Group gap={6} wrap="nowrap">
              <HazardBadge level={hazardAt(nearby.hazard, now).level} size="xs" />
              <Text fz="sm" c="dimmed">
                {t('beach.distance', { miles: roundedMiles(meters), km: (meters / 1000).toFixed(1) })}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const metresOf = (feet: number) => Math.round(feetToMetres(feet) * 10) / 10;

/** Today's rating: what it means, why, from which sources and how old, and how this beach is rated. */
function HazardPanel({
  beach,
  followButton,
}: {
  beach: Beach;
  followButton: BeachPageParts['followButton'];
}) {
  const t = useT();
  const locale = useLocale();
  const { hazard, exposure } = beach;
  const now = useMinuteClock();
  const level = hazardAt(hazard, now).level;
  const source = exposure && catalogText(exposure.source, exposure.sourceJa, locale);
  return (
    <Card padding="lg" withBorder data-testid="hazard-panel">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h3">
            {t('hazard.panelTitle')}
          </Title>
          <HazardBadge level={level} />
        </Group>
        <Text fw={600}>{t(`hazard.meaning.${level}`)}</Text>
        <HazardReasons hazard={hazard} now={now} />
        {exposure && source && (
          <Text fz="xs" c="dimmed">
            {t('hazard.howWeRate', {
              fromDeg: exposure.swellWindow.fromDeg,
              toDeg: exposure.swellWindow.toDeg,
              highFt: exposure.highFaceFt,
              highM: metresOf(exposure.highFaceFt),
              extremeFt: exposure.extremeFaceFt,
              extremeM: metresOf(exposure.extremeFaceFt),
            })}{' '}
            <span lang={source.lang}>
              {source.text}
              {fullStop(source)}
            </span>
          </Text>
        )}
        <Group gap="sm">
          {followButton(beach.id)}
          <AnchorLink to="/notifications" fz="sm">
            {t('beach.alertSettings')}
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <Card padding="sm">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={700} lang={lang}>
        {value}
      </Text>
    </Card>
  );
}

export function BeachDetailSkeleton() {
  const t = useT();
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">{t('beach.loading')}</VisuallyHidden>
      <Skeleton height={380} radius="lg" />
      <Skeleton height={36} width="50%" mt="xl" />
      <Skeleton height={14} width="30%" mt="sm" />
      <Skeleton height={12} mt="xl" />
      <Skeleton height={12} mt="sm" />
    </Container>
  );
}

export function BeachNotFound() {
  const t = useT();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('beach.notFound')}</Title>
        <Text c="dimmed">{t('beach.notFoundText')}</Text>
        <ButtonLink to="/" mt="sm">
          {t('beach.backHome')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
