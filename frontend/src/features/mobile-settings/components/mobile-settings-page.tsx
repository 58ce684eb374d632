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
import { useEffect, useState, type ReactNode } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { offlineCopyDone } from '../../../lib/register-service-worker.ts';
import { loadToastsContainer } from '../../../components/toasts/toasts-when-shown.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';

export const APP_VERSION = '1.0.0';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Spec 000 §2: Notifications, Display (dark mode) and App (install, version, clear cache). */
export function MobileSettingsPage({ notificationSettings }: { notificationSettings: ReactNode }) {
  const t = useT();
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>
          <PhraseBreaks>{t('settings.title')}</PhraseBreaks>
        </Title>
        <Tabs defaultValue="notifications" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="notifications">{t('notifications.title')}</Tabs.Tab>
            <Tabs.Tab value="display">{t('settings.display')}</Tabs.Tab>
            <Tabs.Tab value="app">{t('settings.app')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notifications" pt="md">
            {notificationSettings}
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
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder padding="lg">
      <Switch
        label={t('settings.darkMode')}
        description={t('settings.darkModeText')}
        checked={colorScheme === 'dark'}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      />
    </Card>
  );
}

/** Why the Install button is off: already installed, or this browser has not offered installing. */
function installUnavailableReason(): MessageId {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'settings.installed';
  return 'settings.installNotOffered';
}

function AppSettings() {
  const t = useT();
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
      window.alert(t('settings.noCacheApi'));
      return;
    }
    // The worker may still be filling its caches for this page: clear after it, or they come back. So would
    // the toast's own code, were it fetched after (offline and not kept, no toast is shown).
    await Promise.all([offlineCopyDone(), loadToastsContainer().catch(() => undefined)]);
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
    notifications.show({
      title: t('settings.cacheCleared'),
      message: t('settings.cacheClearedText'),
      color: 'green',
    });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{t('settings.installTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('settings.installText')}
            </Text>
          </div>
          <Button
            onClick={() => void install()}
            disabled={!installPrompt}
            aria-describedby={installPrompt ? undefined : 'install-unavailable'}
          >
            {t('settings.install')}
          </Button>
        </Group>
        {!installPrompt && (
          <Text size="sm" c="dimmed" id="install-unavailable" data-testid="install-unavailable">
            {t(installUnavailableReason())}
          </Text>
        )}
        <Group justify="space-between">
          <Text fw={600}>{t('settings.version')}</Text>
          <Text data-testid="app-version">{APP_VERSION}</Text>
        </Group>
        <Group justify="space-between">
          <div>
            <Text fw={600}>{t('settings.clearCache')}</Text>
            <Text size="sm" c="dimmed">
              {t('settings.clearCacheText')}
            </Text>
          </div>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('settings.clearCache')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('settings.clearCacheConfirm')}>
        <Text size="sm">{t('settings.clearCacheWarning')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('settings.cancel')}
          </Button>
          <Button color="red" onClick={() => void clearCache()}>
            {t('settings.clear')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
