import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { AdSlot } from '../features/ads/components/ad-slot.tsx';
import { DirectoryAds } from '../features/ads/components/directory-ads.tsx';
import { BeachList } from '../features/beaches/components/beach-list.tsx';
import { BusinessDirectory } from '../features/businesses/components/business-directory.tsx';
import { BusinessLocations } from '../features/businesses/components/business-locations.tsx';
import { AlertsBanner } from '../features/conditions/components/alerts-banner.tsx';
import { LiveConditions } from '../features/conditions/components/live-conditions.tsx';
import { TrafficPanel } from '../features/conditions/components/traffic-panel.tsx';
import { SosButton } from '../features/emergency/components/sos-button.tsx';
import {
  AboutStats,
  BoardHubTeaser,
  EcoTeaser,
  Gallery,
  NotificationTeaser,
  ReturnToTop,
} from '../features/home/components/home-extras.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { HomeSection } from '../features/home/components/home-section.tsx';
import { OfflineGuide } from '../features/offline/components/offline-guide.tsx';
import { SafetyQuiz } from '../features/quiz/components/safety-quiz.tsx';
import { SafetySection } from '../features/safety/components/safety-section.tsx';
import { LiveWhenNear } from '../lib/live-when-near.tsx';
import { scrollToRememberedSection } from '../lib/navigation/home-sections.ts';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.ts';

// Far below the fold: its code and its data come once the visitor scrolls near it.
const FeaturedEvents = lazy(() => import('../features/calendar/components/featured-events.tsx'));

/**
 * The featured events, asked for after the first paint: the server's first screen (drawn with
 * renderToString, which cannot wait for lazy code) and the app's first render both leave the place empty,
 * so taking the page over finds nothing unfinished to draw again.
 */
function LaterFeaturedEvents() {
  return useAfterFirstPaint() ? <FeaturedEvents /> : null;
}

export const Route = createFileRoute('/')({
  component: HomePage,
});

/** The home page: every anchored section of spec 000 §2, in order. */
function HomePage() {
  useEffect(() => {
    scrollToRememberedSection();
  }, []);

  return (
    <>
      <AlertsBanner />
      <HomeHero headerAd={<AdSlot position="header" banner />} />
      <HomeSection id="safety" title="home.section.safety">
        <div id="safety-info">
          <SafetySection
            // Not lazy: the quiz must work offline with the home page's code.
            quiz={(onBack) => <SafetyQuiz onBack={onBack} />}
            offlineGuide={(onBack) => <OfflineGuide onBack={onBack} />}
          />
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
        <BeachList />
      </HomeSection>
      <HomeSection id="businesses" title="home.section.businesses">
        <BusinessDirectory sponsored={(filters) => <DirectoryAds {...filters} />} />
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
      <HomeSection id="events" title="home.section.events">
        <LaterFeaturedEvents />
      </HomeSection>
      <LiveWhenNear id="notification-teaser">
        <Container size="lg" pb={48}>
          <NotificationTeaser />
        </Container>
      </LiveWhenNear>
      <SosButton />
      <ReturnToTop />
    </>
  );
}
