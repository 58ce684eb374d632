import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { SafetyQuiz } from '../../quiz/components/safety-quiz.tsx';
import { SAFETY_PAGE_CONTACTS, telLink } from '../../emergency/emergency-contacts.ts';
import {
  openOfflineGuideHere,
  SHOW_OFFLINE_GUIDE_EVENT,
  takeShowOfflineGuideFlag,
} from '../../navigation/home-sections.ts';
import { OfflineGuide } from '../../offline/components/offline-guide.tsx';

type SafetyView = 'default' | 'quiz' | 'offline';

const SAFETY_CARDS = [
  {
    title: 'Lifeguard Services',
    text: 'Lifeguards are on duty from 9am to 5:30pm. Always swim near a staffed tower and ask about conditions.',
  },
  {
    title: 'Know Before You Go',
    text: 'Check the surf report and warning signs. North Shore winter waves can be deadly even for strong swimmers.',
  },
  {
    title: 'Sun Protection',
    text: 'Use reef-safe sunscreen SPF 30+, reapply often and seek shade from 10am to 2pm.',
  },
  {
    title: 'Rip Current Safety',
    text: 'If caught in a rip current, stay calm, swim parallel to shore, then swim back at an angle.',
  },
] as const;

/** #safety: safety information (default), Kai's quiz, or the offline guide. */
export function SafetySection() {
  const [view, setView] = useState<SafetyView>(() => (takeShowOfflineGuideFlag() ? 'offline' : 'default'));

  useEffect(() => {
    const showOffline = () => setView('offline');
    window.addEventListener(SHOW_OFFLINE_GUIDE_EVENT, showOffline);
    return () => window.removeEventListener(SHOW_OFFLINE_GUIDE_EVENT, showOffline);
  }, []);

  if (view === 'quiz') {
    // Not lazy: the quiz must work offline with the home page's code.
    return <SafetyQuiz onBack={() => setView('default')} />;
  }
  if (view === 'offline') return <OfflineGuide onBack={() => setView('default')} />;

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {SAFETY_CARDS.map((card) => (
          <Card key={card.title} padding="lg">
            <Title order={3} fz="md" mb="xs">
              {card.title}
            </Title>
            <Text fz="sm">{card.text}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg">
          <Title order={3} fz="md" mb="sm">
            Emergency Contacts
          </Title>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Emergency</Text>
              <Anchor href="tel:911" fw={700}>
                911
              </Anchor>
            </Group>
            {SAFETY_PAGE_CONTACTS.map((contact) => (
              <Group key={contact.name} justify="space-between">
                <Text fw={600}>{contact.name}</Text>
                <Anchor href={telLink(contact.number)} fw={700}>
                  {contact.number}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card padding="lg" bg="sand.0">
          <Title order={3} fz="md" mb="xs" c="dark.7">
            E Maka&apos;ala — Be Alert
          </Title>
          <Text fz="sm" c="dark.7">
            The ocean here is beautiful and powerful. Watch the water before you go in, respect posted signs
            and never turn your back on the waves.
          </Text>
          <DeferredTooltip
            label="When in doubt, don't go out. Conditions change quickly; ask a lifeguard first."
            openDelay={700}
            multiline
            w={260}
          >
            <Text
              fz="sm"
              fw={700}
              c="red.9"
              mt="sm"
              tabIndex={0}
              style={{ cursor: 'help', width: 'fit-content' }}
            >
              Critical Safety Information
            </Text>
          </DeferredTooltip>
        </Card>
      </SimpleGrid>

      <Group gap="md">
        <Button color="lagoon.9" onClick={() => setView('quiz')}>
          Start Safety Quiz with Kai
        </Button>
        <Button variant="light" onClick={() => openOfflineGuideHere()}>
          Learn How
        </Button>
        <Text fz="sm" c="dimmed">
          Use the guide offline: emergency numbers, safety info and the quiz work without a connection.
        </Text>
      </Group>
    </Stack>
  );
}
