import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { contactNameId, SAFETY_PAGE_CONTACTS, telLink } from '../../../lib/emergency-contacts.ts';
import {
  openOfflineGuideHere,
  SHOW_OFFLINE_GUIDE_EVENT,
  takeShowOfflineGuideFlag,
} from '../../../lib/navigation/home-sections.ts';

type SafetyView = 'default' | 'quiz' | 'offline';

/** Each card's texts are `safety.card.<key>.title` and `.text`. */
const SAFETY_CARDS = ['lifeguards', 'knowBeforeYouGo', 'sun', 'ripCurrent'] as const;

interface SafetySectionProps {
  quiz: (onBack: () => void) => ReactNode;
  offlineGuide: (onBack: () => void) => ReactNode;
}

/** #safety: safety information (default), Kai's quiz, or the offline guide. */
export function SafetySection({ quiz, offlineGuide }: SafetySectionProps) {
  const t = useT();
  const [view, setView] = useState<SafetyView>(() => (takeShowOfflineGuideFlag() ? 'offline' : 'default'));

  useEffect(() => {
    const showOffline = () => setView('offline');
    window.addEventListener(SHOW_OFFLINE_GUIDE_EVENT, showOffline);
    return () => window.removeEventListener(SHOW_OFFLINE_GUIDE_EVENT, showOffline);
  }, []);

  if (view === 'quiz') return quiz(() => setView('default'));
  if (view === 'offline') return offlineGuide(() => setView('default'));

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {SAFETY_CARDS.map((card) => (
          <Card key={card} padding="lg">
            <Title order={3} fz="md" mb="xs">
              {t(`safety.card.${card}.title`)}
            </Title>
            <Text fz="sm">{t(`safety.card.${card}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t('safety.contacts.title')}
          </Title>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t('safety.contacts.emergency')}</Text>
              <Anchor href="tel:911" fw={700}>
                911
              </Anchor>
            </Group>
            {SAFETY_PAGE_CONTACTS.map((contact) => (
              <Group key={contact.key} justify="space-between">
                <Text fw={600}>{t(contactNameId(contact))}</Text>
                <Anchor href={telLink(contact.number)} fw={700}>
                  {contact.number}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card padding="lg" bg="sand.0">
          <Title order={3} fz="md" mb="xs" c="dark.7">
            {t('safety.beAlert.title')}
          </Title>
          <Text fz="sm" c="dark.7">
            {t('safety.beAlert.text')}
          </Text>
          <DeferredTooltip label={t('safety.beAlert.tooltip')} openDelay={700} multiline w={260}>
            <Text
              fz="sm"
              fw={700}
              c="red.9"
              mt="sm"
              tabIndex={0}
              style={{ cursor: 'help', width: 'fit-content' }}
            >
              {t('safety.beAlert.critical')}
            </Text>
          </DeferredTooltip>
        </Card>
      </SimpleGrid>

      <Group gap="md">
        <Button color="lagoon.9" onClick={() => setView('quiz')}>
          {t('safety.startQuiz')}
        </Button>
        <Button variant="light" onClick={() => openOfflineGuideHere()}>
          {t('safety.learnHow')}
        </Button>
        <Text fz="sm" c="dimmed">
          {t('safety.offlineHint')}
        </Text>
      </Group>
    </Stack>
  );
}
