import { Anchor, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { StaticPage } from './static-page.tsx';

/** The end of the introductory rates (Hawaii time): past it, the page no longer announces them. */
export const INTRODUCTORY_RATES_END = new Date('2025-09-01T00:00:00-10:00');

export function AboutPage() {
  return (
    <StaticPage title="About North Shore Guide">
      <Text>
        North Shore Guide helps visitors and residents enjoy Oahu&apos;s North Shore safely: beaches and surf,
        live conditions, local businesses, insider tips and ways to care for the coast.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card padding="lg">
          <Title order={2} fz="h4">
            Safety first
          </Title>
          <Text fz="sm">Lifeguard hours, surf alerts and emergency help, even offline.</Text>
        </Card>
        <Card padding="lg">
          <Title order={2} fz="h4">
            Local businesses
          </Title>
          <Text fz="sm">A directory of the food trucks, surf shops and stays that make the North Shore.</Text>
        </Card>
        <Card padding="lg">
          <Title order={2} fz="h4">
            Malama the aina
          </Title>
          <Text fz="sm">Eco-challenges that reward visitors for protecting reefs, turtles and beaches.</Text>
        </Card>
      </SimpleGrid>
    </StaticPage>
  );
}

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <Text>
        We collect as little as we can. Browsing is anonymous; a signed cookie remembers your visitor id for
        reviews, eco-challenges and alert settings. Your location is used in your browser only and is never
        sent to us.
      </Text>
      <Text>
        Email addresses you give us (with a review, a listing or a newsletter) are stored encrypted and can be
        erased on request through the contact page.
      </Text>
    </StaticPage>
  );
}

export function TermsOfUsePage() {
  return (
    <StaticPage title="Terms of Use">
      <Text fz="sm" c="dimmed">
        Last updated: June 6, 2025
      </Text>
      <Text>
        The information in this guide, including surf and weather conditions, is provided for general
        information only. Ocean conditions change quickly: always follow lifeguards and posted warnings.
      </Text>
      <Text>
        Reviews, listings and tips you post must be honest and lawful; we moderate them before they appear.
      </Text>
    </StaticPage>
  );
}

export function BusinessPartnershipPage() {
  return (
    <StaticPage title="Business Partnership">
      <Text>
        Reach 2M+ visitors a year planning their days on the North Shore. Choose where your sponsored cards
        appear: in the business directory, in the home page header, or beside our beach pages.
      </Text>
      <Card padding="lg" bg="sand.0" c="dark.7">
        <Title order={2} fz="h4" c="dark.7">
          Promotional advertising pricing
        </Title>
        {new Date() < INTRODUCTORY_RATES_END && (
          <Text fz="sm">Our introductory rates run until Sept 1, 2025.</Text>
        )}
      </Card>
      <List>
        <List.Item>Header and sidebar placements</List.Item>
        <List.Item>Image rotation and click reporting</List.Item>
        <List.Item>Campaigns from 1 to 12 months</List.Item>
      </List>
      <Button component="a" href="/advertiser/register" w="fit-content">
        Become an advertiser
      </Button>
      <Text fz="sm">
        Questions? <Anchor href="/contact">Contact us</Anchor>.
      </Text>
    </StaticPage>
  );
}
