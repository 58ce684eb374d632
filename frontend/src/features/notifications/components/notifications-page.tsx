import { Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';

export function NotificationsPage() {
  const t = useT();
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>
            <PhraseBreaks>{t('notifications.title')}</PhraseBreaks>
          </Title>
          <Text c="dimmed">{t('notifications.intro')}</Text>
        </div>
        <NotificationSettingsPanel />
      </Stack>
    </Container>
  );
}
