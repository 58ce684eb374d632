import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { contactNameId, SAFETY_PAGE_CONTACTS, telLink } from '../../emergency/emergency-contacts.ts';

export const AVAILABLE_OFFLINE = [
  'Emergency numbers',
  'Safety info',
  'Basic business directory',
  'Safety quiz',
];
export const ONLINE_ONLY = ['Live weather and surf', 'Traffic', 'Maps', 'Shopping and payments'];

/** The safety section's "Using the App Offline" view. */
export function OfflineGuide({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Card padding="xl" data-testid="offline-guide">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>Using the App Offline</Title>
          <Button variant="subtle" onClick={onBack}>
            Back to Safety Info
          </Button>
        </Group>
        <Text fz="sm">
          Open the guide once while you have a connection. It keeps the safety pages on your device so they
          open even where there is no signal.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700} c="#2f7a3a">
              Available offline
            </Text>
            <List fz="sm">
              {AVAILABLE_OFFLINE.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="orange.9">
              Needs a connection
            </Text>
            <List fz="sm">
              {ONLINE_ONLY.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={700}>Emergency numbers</Text>
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
