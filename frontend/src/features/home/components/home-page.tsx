import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { BeachList } from '../../beaches/components/beach-list.tsx';
import { LiveConditions } from '../../conditions/components/live-conditions.tsx';
import { TrafficPanel } from '../../conditions/components/traffic-panel.tsx';
import { SosButton } from '../../emergency/components/sos-button.tsx';
import { BusinessLocations } from '../../maps/components/business-locations.tsx';
import { scrollToRememberedSection, scrollToSection } from '../../navigation/home-sections.ts';
import { SafetySection } from '../../safety/components/safety-section.tsx';
import { useTimePhase } from '../../theme/use-time-phase.ts';
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

/** The home page: every anchored section of spec 000 §2, in order. */
export function HomePage() {
  useEffect(() => scrollToRememberedSection(), []);
  const phase = useTimePhase();

  return (
    <>
      <AlertsBanner />
      <Box className={classes.hero} data-phase={phase.phase}>
        <Container size="lg" py={{ base: 64, md: 96 }}>
          <Stack gap="md" maw={640}>
            <Title order={1} c="white" fz={{ base: 34, md: 52 }} lh={1.1}>
              Discover Oahu&apos;s North Shore
            </Title>
            <Text c="white" fz="lg">
              Beaches, surf and safety, live conditions and the local businesses that make the seven-mile
              miracle.
            </Text>
            <Group gap="sm" mt="sm">
              <Button color="coral.8" size="md" component="a" href="#beaches" onClick={jumpTo('beaches')}>
                Explore Beaches
              </Button>
              <Button variant="white" size="md" component="a" href="#weather" onClick={jumpTo('weather')}>
                Check Conditions
              </Button>
              <Button
                variant="outline"
                color="white"
                size="md"
                component="a"
                href="#traffic-map"
                onClick={jumpTo('traffic-map')}
              >
                Traffic Map
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <HomeSection id="safety" title="Beach Safety">
        <div id="safety-info">
          <SafetySection />
        </div>
      </HomeSection>
      <HomeSection id="about-home" title="About the North Shore">
        <AboutStats />
      </HomeSection>
      <HomeSection id="gallery" title="Gallery">
        <Gallery />
      </HomeSection>
      <HomeSection id="weather" title="Live Conditions">
        <LiveConditions phase={phase} />
      </HomeSection>
      <HomeSection id="traffic-map" title="Traffic Map">
        <TrafficPanel />
      </HomeSection>
      <HomeSection id="beaches" title="Beaches">
        <Stack gap="lg">
          <AdSlot position="header" />
          <BeachList />
        </Stack>
      </HomeSection>
      <HomeSection id="businesses" title="Local Businesses">
        <BusinessDirectory />
      </HomeSection>
      <HomeSection id="business-locations" title="Business Locations">
        <BusinessLocations />
      </HomeSection>
      <HomeSection id="board-hub" title="Board Hub">
        <BoardHubTeaser />
      </HomeSection>
      <HomeSection id="eco-challenges" title="Eco-Challenges">
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

function HomeSection({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} className={classes.section}>
      <Container size="lg" py={48}>
        <Title order={2} id={`${id}-heading`} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
