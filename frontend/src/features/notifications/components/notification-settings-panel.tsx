import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/use-t.ts';
import { beachesQueryOptions } from '../../../lib/beaches/beaches-api.ts';
import { diagnosePushSupport, type PushIssue } from '../push-support.ts';
import { usePushNotifications } from '../use-push-notifications.ts';

/** Spec 000 §2: the push notification settings panel, or the not-supported card with its diagnosis. */
export function NotificationSettingsPanel() {
  const t = useT();
  const surfHeight = useSurfHeightText();
  const push = usePushNotifications();
  if (!push.supported) return <NotSupportedCard issues={diagnosePushSupport(push.environment)} />;
  const { settings } = push;
  const change = (patch: Partial<AlertSettings>) => void push.changeSettings({ ...settings, ...patch });
  const minSurf = surfHeight('pushSettings.minSurf', settings.minSurfHeight);
  const maxSurf = surfHeight('pushSettings.maxSurf', settings.maxSurfHeight);

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3}>{t('pushSettings.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('pushSettings.intro')}
            </Text>
          </div>
          <Switch
            label={t('pushSettings.enable')}
            checked={push.subscribed}
            disabled={push.busy}
            onChange={(event) => void (event.currentTarget.checked ? push.enable() : push.disable())}
          />
        </Group>

        <Stack gap="xs">
          <Title order={4}>{t('pushSettings.alertTypes')}</Title>
          <Switch
            label={t('pushSettings.weatherAlerts')}
            checked={settings.weatherAlerts}
            onChange={(event) => change({ weatherAlerts: event.currentTarget.checked })}
          />
          <Switch
            label={t('pushSettings.surfAlerts')}
            checked={settings.surfAlerts}
            onChange={(event) => change({ surfAlerts: event.currentTarget.checked })}
          />
          <Switch
            label={t('pushSettings.trafficAlerts')}
            checked={settings.trafficAlerts}
            onChange={(event) => change({ trafficAlerts: event.currentTarget.checked })}
          />
        </Stack>

        {settings.surfAlerts && (
          <Stack gap="xs">
            <Title order={4}>{t('pushSettings.surfRange')}</Title>
            <Text size="sm" id="min-surf-label">
              {minSurf}
            </Text>
            <Slider
              aria-labelledby="min-surf-label"
              thumbLabel={minSurf}
              min={1}
              max={20}
              step={1}
              value={settings.minSurfHeight}
              onChangeEnd={(value) => change({ minSurfHeight: Math.min(value, settings.maxSurfHeight) })}
            />
            <Text size="sm" id="max-surf-label">
              {maxSurf}
            </Text>
            <Slider
              aria-labelledby="max-surf-label"
              thumbLabel={maxSurf}
              min={10}
              max={30}
              step={1}
              value={settings.maxSurfHeight}
              onChangeEnd={(value) => change({ maxSurfHeight: Math.max(value, settings.minSurfHeight) })}
            />
          </Stack>
        )}

        <Stack gap="xs">
          <Title order={4}>{t('pushSettings.severity')}</Title>
          <SegmentedControl
            aria-label={t('pushSettings.severityLabel')}
            value={settings.weatherSeverity}
            onChange={(value) => change({ weatherSeverity: value as AlertSettings['weatherSeverity'] })}
            data={[
              { value: 'low', label: t('pushSettings.severity.low') },
              { value: 'medium', label: t('pushSettings.severity.medium') },
              { value: 'high', label: t('pushSettings.severity.high') },
            ]}
          />
        </Stack>

        <Stack gap="xs">
          <Title order={4}>{t('pushSettings.timeWindow')}</Title>
          <Group grow>
            <TextInput
              type="time"
              label={t('pushSettings.start')}
              value={settings.timeRange.start}
              onChange={(event) =>
                change({ timeRange: { ...settings.timeRange, start: event.currentTarget.value } })
              }
            />
            <TextInput
              type="time"
              label={t('pushSettings.end')}
              value={settings.timeRange.end}
              onChange={(event) =>
                change({ timeRange: { ...settings.timeRange, end: event.currentTarget.value } })
              }
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('pushSettings.timeHint')}
          </Text>
        </Stack>

        <FollowedBeaches
          ids={settings.followedBeachIds}
          unfollow={(id) => change({ followedBeachIds: settings.followedBeachIds.filter((f) => f !== id) })}
        />

        <Button variant="light" onClick={() => void push.runTest()}>
          {t('pushSettings.sendTest')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The beaches whose rating rises (to High or Extreme) are pushed; followed from each beach's page. */
function FollowedBeaches({ ids, unfollow }: { ids: number[]; unfollow: (id: number) => void }) {
  const t = useT();
  const beaches = useQuery({ ...beachesQueryOptions(), enabled: ids.length > 0 });
  if (ids.length === 0) return null;
  const name = (id: number) =>
    beaches.data?.find((beach) => beach.id === id)?.name ?? t('pushSettings.beach', { id });
  return (
    <Stack gap="xs">
      <Title order={4}>{t('pushSettings.followed')}</Title>
      <Text size="xs" c="dimmed">
        {t('pushSettings.followedHint')}
      </Text>
      {ids.map((id) => (
        <Group key={id} justify="space-between">
          <Text size="sm">{name(id)}</Text>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => unfollow(id)}
            aria-label={t('pushSettings.unfollowBeach', { name: name(id) })}
          >
            {t('pushSettings.unfollow')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** "Minimum surf height: 5 ft"; Japanese adds metres. */
function useSurfHeightText() {
  const t = useT();
  const { formatNumber } = useIntl();
  return (id: 'pushSettings.minSurf' | 'pushSettings.maxSurf', feet: number) =>
    t(id, { height: feet, heightM: formatNumber(feet * 0.3048, { maximumFractionDigits: 1 }) });
}

function NotSupportedCard({ issues }: { issues: PushIssue[] }) {
  const t = useT();
  return (
    <Card withBorder padding="lg" radius="md">
      <Alert color="yellow" title={t('pushSettings.notSupported')}>
        <Text size="sm">{t('pushSettings.notSupportedText')}</Text>
        <List size="sm" mt="xs">
          {issues.map((issue) => (
            <List.Item key={issue}>{t(issue)}</List.Item>
          ))}
        </List>
      </Alert>
    </Card>
  );
}
