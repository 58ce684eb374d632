import {
  Anchor,
  Badge,
  Box,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ArrowLeftIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PhoneIcon,
  StarOutlineIcon,
  TagIcon,
} from '../../../components/icons.tsx';
import { catalogText } from '../../../lib/catalog-text.ts';
import { directionsUrl } from '../../../lib/beaches/geo.ts';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useSectionNavigation } from '../../../lib/navigation/use-section-navigation.ts';
import type { Business } from '../api/business.ts';
import { businessQueryOptions } from '../api/get-business.ts';
import { useBusinessName } from '../business-name.ts';
import { useCategoryName } from '../category-name.ts';
import { phoneForLocale } from '../phone-for-locale.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { BusinessImage } from './business-image.tsx';
import { BusinessRating } from './business-rating.tsx';
import { OpenNowBadge, OpeningHoursSection } from './opening-hours.tsx';
import { RelatedBusinesses } from './related-businesses.tsx';
import classes from './business-detail.module.css';

export function BusinessDetail({ id, reviews }: { id: number; reviews: (business: Business) => ReactNode }) {
  const { data: business } = useSuspenseQuery(businessQueryOptions(id));
  const t = useT();
  const categoryName = useCategoryName();
  const description = catalogText(business.description, business.descriptionJa, useLocale());
  const name = useBusinessName()(business);

  return (
    <Container size="lg" py="xl">
      <BackToBusinesses />
      <Box className={classes.hero} mt="md">
        <BusinessImage business={business} className={classes.heroImage} />
      </Box>

      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={40}>
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color="lagoon.9" size="lg">
                  {categoryName(business.category)}
                </Badge>
                {business.sample && <SampleBadge />}
                {business.hours && <OpenNowBadge hours={business.hours} />}
              </Group>
              <Title order={1} lang={name.lang}>
                {name.text}
              </Title>
              <BusinessRating rating={business.rating} reviewCount={business.reviewCount} />
              <Group gap={6} c="dimmed" wrap="nowrap">
                <MapPinIcon size={16} />
                <Text fz="sm">{business.location}</Text>
              </Group>
            </Stack>

            <Stack component="section" aria-labelledby="about-heading" gap="xs">
              <Title order={2} id="about-heading" fz="h3">
                {t('businessPage.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} lang={description.lang}>
                {description.text}
              </Text>
            </Stack>

            {business.hours && <OpeningHoursSection hours={business.hours} />}
            {business.photos.length > 0 && <Photos business={business} />}

            <RelatedBusinesses business={business} />

            {reviews(business)}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card
            component="aside"
            aria-label={t('businessPage.information')}
            padding="lg"
            className={classes.sidebar}
          >
            <Stack gap="md">
              <SidebarItem icon={<MapPinIcon />} label={t('businessPage.location')}>
                {business.location}
                <Directions business={business} />
              </SidebarItem>
              <Divider />
              <ContactItems business={business} />
              <SidebarItem icon={<TagIcon />} label={t('businessPage.category')}>
                {categoryName(business.category)}
              </SidebarItem>
              <Divider />
              <SidebarItem icon={<StarOutlineIcon />} label={t('businessPage.rating')}>
                {business.rating === null ? (
                  t('businessPage.notRated')
                ) : (
                  <BusinessRating rating={business.rating} reviewCount={business.reviewCount} size={16} />
                )}
              </SidebarItem>
              <ButtonLink to="/" variant="light" fullWidth mt="xs">
                {t('businessPage.viewAll')}
              </ButtonLink>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Directions({ business }: { business: Business }) {
  const t = useT();
  const url = directionsUrl(business);
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" display="block" fz="sm" mt={4}>
      {t('businessPage.directions')} <ExternalLinkIcon size={12} />
    </Anchor>
  );
}

/** The owner's photos, in a grid that wraps on a phone. */
function Photos({ business }: { business: Business }) {
  const t = useT();
  const name = useBusinessName()(business);
  return (
    <Stack component="section" aria-labelledby="photos-heading" gap="xs">
      <Title order={2} id="photos-heading" fz="h3">
        {t('businessPage.photos')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {business.photos.map((photo, index) => (
          <Image
            key={photo}
            src={photo}
            alt={t('businessPage.photoAlt', { number: index + 1, name: name.text })}
            radius="sm"
            loading="lazy"
            h={140}
            fit="cover"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Phone and website where the business gave them. */
function ContactItems({ business }: { business: Business }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {business.phone && (
        <>
          <SidebarItem icon={<PhoneIcon />} label={t('businessPage.phone')}>
            <Anchor href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
              {phoneForLocale(business.phone, locale)}
            </Anchor>
          </SidebarItem>
          <Divider />
        </>
      )}
      {business.website && /^https?:\/\//.test(business.website) && (
        <>
          <SidebarItem icon={<ExternalLinkIcon />} label={t('businessPage.website')}>
            <Anchor href={business.website} target="_blank" rel="noopener noreferrer">
              {new URL(business.website).host}
            </Anchor>
          </SidebarItem>
          <Divider />
        </>
      )}
    </>
  );
}

function SidebarItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Box c="ocean.7" mt={2}>
        {icon}
      </Box>
      <Stack gap={2}>
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          {label}
        </Text>
        <Box fz="sm">{children}</Box>
      </Stack>
    </Group>
  );
}

/** Back to the directory section of the home page, not to the top of it. */
function BackToBusinesses() {
  const t = useT();
  const { goToSection } = useSectionNavigation();
  return (
    <AnchorLink
      to="/"
      hash="businesses"
      fz="sm"
      fw={600}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goToSection('businesses');
      }}
    >
      <Group gap={6} component="span">
        <ArrowLeftIcon size={16} />
        {t('businessPage.back')}
      </Group>
    </AnchorLink>
  );
}
