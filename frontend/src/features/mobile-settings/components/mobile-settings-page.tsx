import {
  Button,
  Card,
  Container,
  Group,
  Modal,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { NotificationSettingsPanel } from '../../notifications/components/notification-settings-panel.tsx';
import { offlineCopyDone } from '../../offline/register-service-worker.ts';

export const APP_VERSION = '1.0.0';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Spec 000 §2: Notifications, Display (dark mode) and App (install, version, clear cache). */
export function MobileSettingsPage() {
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>Settings</Title>
        <Tabs defaultValue="notifications" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
            <Tabs.Tab value="display">Display</Tabs.Tab>
            <Tabs.Tab value="app">App</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notifications" pt="md">
            <NotificationSettingsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="display" pt="md">
            <DisplaySettings />
          </Tabs.Panel>
          <Tabs.Panel value="app" pt="md">
            <AppSettings />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function DisplaySettings() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder padding="lg">
      <Switch
        label="Dark Mode"
        description="Use a dark colour scheme"
        checked={colorScheme === 'dark'}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      />
    </Card>
  );
}

/** Why the Install button is off: already installed, or this browser has not offered installing. */
function installUnavailableReason(): string {
  if (window.matchMedia?.('(display-mode: standalone)').matches) {
    return 'North Shore Guide is already installed on this device.';
  }
  return 'This browser has not offered to install the app. On iPhone or iPad, tap Share and then "Add to Home Screen"; in other browsers, look for "Install app" or "Add to Home screen" in the browser menu.';
}

function AppSettings() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice;
    setInstallPrompt(null);
  };

  const clearCache = async () => {
    setConfirming(false);
    if (typeof window.caches === 'undefined') {
      window.alert('Cache API not available in this browser');
      return;
    }
    // The worker may still be filling its caches for this page: clear after it, or they come back.
    await offlineCopyDone();
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
    notifications.show({
      title: 'Cache Cleared',
      message: 'Cached pages and data were removed.',
      color: 'green',
    });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Text fw={600}>Install App</Text>
            <Text size="sm" c="dimmed">
              Add North Shore Guide to your home screen.
            </Text>
          </div>
          <Button
            onClick={() => void install()}
            disabled={!installPrompt}
            aria-describedby={installPrompt ? undefined : 'install-unavailable'}
          >
            Install
          </Button>
        </Group>
        {!installPrompt && (
          <Text size="sm" c="dimmed" id="install-unavailable" data-testid="install-unavailable">
            {installUnavailableReason()}
          </Text>
        )}
        <Group justify="space-between">
          <Text fw={600}>Version</Text>
          <Text data-testid="app-version">{APP_VERSION}</Text>
        </Group>
        <Group justify="space-between">
          <div>
            <Text fw={600}>Clear Cache</Text>
            <Text size="sm" c="dimmed">
              Remove pages and data saved for offline use.
            </Text>
          </div>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Clear Cache
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Clear cache?">
        <Text size="sm">
          Offline pages and data will be removed. They are downloaded again when you are online.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void clearCache()}>
            Clear
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
