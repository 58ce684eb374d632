import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { contactNameId, SAFETY_PAGE_CONTACTS, telLink } from '../../../lib/emergency-contacts.ts';

export const AVAILABLE_OFFLINE = [
  'offline.guide.emergencyNumbers',
  'offline.guide.safetyInfo',
  'offline.guide.businessDirectory',
  'offline.guide.safetyQuiz',
] as const;
export const ONLINE_ONLY = [
  'offline.guide.weatherAndSurf',
  'offline.guide.traffic',
  'offline.guide.maps',
  'offline.guide.shopping',
] as const;

/** The safety section's "Using the App Offline" view. */
export function OfflineGuide({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Card padding="xl" data-testid="offline-guide">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{t('offline.guide.title')}</Title>
          <Button variant="subtle" onClick={onBack}>
            {t('offline.guide.back')}
          </Button>
        </Group>
        <Text fz="sm">{t('offline.guide.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700} c="#2f7a3a">
              {t('offline.guide.available')}
            </Text>
            <List fz="sm">
              {AVAILABLE_OFFLINE.map((item) => (
                <List.Item key={item}>{t(item)}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="orange.9">
              {t('offline.guide.needsConnection')}
            </Text>
            <List fz="sm">
              {ONLINE_ONLY.map((item) => (
                <List.Item key={item}>{t(item)}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={700}>{t('offline.guide.emergencyNumbers')}</Text>
          {SAFETY_PAGE_CONTACTS.map((contact) => (
            <Text key={contact.key} fz="sm">
              {t(contactNameId(contact))}: <Anchor href={telLink(contact.number)}>{contact.number}</Anchor>
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
