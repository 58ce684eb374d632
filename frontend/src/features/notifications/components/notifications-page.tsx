import { Container, Stack, Text, Title } from '@mantine/core';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';

export function NotificationsPage() {
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed">Choose which North Shore alerts reach you, and when.</Text>
        </div>
        <NotificationSettingsPanel />
      </Stack>
    </Container>
  );
}
