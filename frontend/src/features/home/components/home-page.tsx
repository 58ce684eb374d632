import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { BeachList } from '../../beaches/components/beach-list.tsx';
import { LiveConditions } from '../../conditions/components/live-conditions.tsx';
import { TrafficPanel } from '../../conditions/components/traffic-panel.tsx';
import { SosButton } from '../../emergency/components/sos-button.tsx';
import { BusinessLocations } from '../../businesses/components/business-locations.tsx';
import { scrollToRememberedSection, scrollToSection } from '../../../lib/navigation/home-sections.ts';
import { SafetySection } from '../../safety/components/safety-section.tsx';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useTimePhase } from '../../../lib/time-phase/use-time-phase.ts';
import { BusinessDirectory } from './business-directory.tsx';
import {
  AboutStats,
  AlertsBanner,
  BoardHubTeaser,
  EcoTeaser,
  Gallery,
  NotificationTeaser,
  ReturnToTop,
} from './home-extras.tsx';
import classes from './home-page.module.css';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';

/** The home page: every anchored section of spec 000 §2, in order. */
export function HomePage() {
  useEffect(() => {
    scrollToRememberedSection();
  }, []);
  const { phase } = useTimePhase();
  const t = useT();

  return (
    <>
      <AlertsBanner />
      <Box className={classes.hero} data-phase={phase}>
        <Container size="lg" py={{ base: 64, md: 96 }}>
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
        </Container>
      </Box>

      <HomeSection id="safety" title="home.section.safety">
        <div id="safety-info">
          <SafetySection />
        </div>
      </HomeSection>
      <HomeSection id="about-home" title="home.section.about">
        <AboutStats />
      </HomeSection>
      <HomeSection id="gallery" title="home.section.gallery">
        <Gallery />
      </HomeSection>
      <HomeSection id="weather" title="home.section.weather">
        <LiveConditions />
      </HomeSection>
      <HomeSection id="traffic-map" title="home.section.traffic">
        <TrafficPanel />
      </HomeSection>
      <HomeSection id="beaches" title="home.section.beaches">
        <Stack gap="lg">
          <AdSlot position="header" />
          <BeachList />
        </Stack>
      </HomeSection>
      <HomeSection id="businesses" title="home.section.businesses">
        <BusinessDirectory />
      </HomeSection>
      <HomeSection id="business-locations" title="home.section.locations">
        <BusinessLocations />
      </HomeSection>
      <HomeSection id="board-hub" title="home.section.boardHub">
        <BoardHubTeaser />
      </HomeSection>
      <HomeSection id="eco-challenges" title="home.section.eco">
        <EcoTeaser />
      </HomeSection>
      <Container size="lg" pb={48}>
        <NotificationTeaser />
      </Container>
      <SosButton />
      <ReturnToTop />
    </>
  );
}

const jumpTo = (sectionId: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  scrollToSection(sectionId);
};

/**
 * Each section's content is a Suspense boundary of its own: taking over the server-drawn page, React
 * hydrates the sections one by one and answers the visitor in between, instead of the whole page in one
 * long task.
 */
function HomeSection({ id, title, children }: { id: string; title: MessageId; children?: ReactNode }) {
  const t = useT();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} className={classes.section}>
      <Container size="lg" py={48}>
        <Title order={2} id={`${id}-heading`} mb="lg">
          <PhraseBreaks>{t(title)}</PhraseBreaks>
        </Title>
        <Suspense>{children}</Suspense>
      </Container>
    </Box>
  );
}
