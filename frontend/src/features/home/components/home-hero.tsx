import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { scrollToSection } from '../../../lib/navigation/home-sections.ts';
import { useTimePhase } from '../../../lib/time-phase/use-time-phase.ts';
import { headerImagesQueryOptions } from '../api/header-images.ts';
import { HeaderPictures } from './header-pictures.tsx';
import classes from './home-page.module.css';

/**
 * The home page's opening: title, lead and the jumps to its main sections over the header images, coloured
 * by the time of day, with the home page header's ad beside them (below them on a phone) in a place of its
 * own size.
 */
export function HomeHero({ headerAd }: { headerAd?: ReactNode }) {
  const { phase } = useTimePhase();
  const t = useT();
  const images = useQuery(headerImagesQueryOptions()).data ?? [];
  return (
    <Box className={classes.hero} data-phase={phase}>
      <HeaderPictures images={images} />
      <Container size="lg" pt={{ base: 40, md: 96 }} pb={{ base: 24, md: 96 }} className={classes.heroLayout}>
        <Stack gap="md" maw={640}>
          <Title order={1} c="white" fz={{ base: 34, md: 52 }} lh={1.1}>
            {t('home.title')}
          </Title>
          <Text c="white" fz="lg">
            {t('home.lead')}
          </Text>
          <Group gap="sm" mt="sm">
            <Button color="coral.8" size="md" component="a" href="#beaches" onClick={jumpTo('beaches')}>
              {t('home.exploreBeaches')}
            </Button>
            <Button variant="white" size="md" component="a" href="#weather" onClick={jumpTo('weather')}>
              {t('home.checkConditions')}
            </Button>
            <Button
              variant="outline"
              color="white"
              size="md"
              component="a"
              href="#traffic-map"
              onClick={jumpTo('traffic-map')}
            >
              {t('home.section.traffic')}
            </Button>
          </Group>
        </Stack>
        <div className={classes.headerAd} data-testid="home-header-ad">
          {headerAd}
        </div>
      </Container>
    </Box>
  );
}

const jumpTo = (sectionId: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  scrollToSection(sectionId);
};
