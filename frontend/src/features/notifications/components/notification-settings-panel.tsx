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
import { beachesQueryOptions } from '../../beaches/api/beaches.ts';
import { diagnosePushSupport } from '../push-support.ts';
import { usePushNotifications } from '../use-push-notifications.ts';

/** Spec 000 §2: the push notification settings panel, or the not-supported card with its diagnosis. */
export function NotificationSettingsPanel() {
  const push = usePushNotifications();
  if (!push.supported) return <NotSupportedCard issues={diagnosePushSupport(push.environment)} />;
  const { settings } = push;
  const change = (patch: Partial<AlertSettings>) => void push.changeSettings({ ...settings, ...patch });

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3}>Push Notifications</Title>
            <Text c="dimmed" size="sm">
              Get alerts for weather, surf and traffic on the North Shore.
            </Text>
          </div>
          <Switch
            label="Enable Push Notifications"
            checked={push.subscribed}
            disabled={push.busy}
            onChange={(event) => void (event.currentTarget.checked ? push.enable() : push.disable())}
          />
        </Group>

        <Stack gap="xs">
          <Title order={4}>Alert Types</Title>
          <Switch
            label="Weather Alerts"
            checked={settings.weatherAlerts}
            onChange={(event) => change({ weatherAlerts: event.currentTarget.checked })}
          />
          <Switch
            label="Surf Alerts"
            checked={settings.surfAlerts}
            onChange={(event) => change({ surfAlerts: event.currentTarget.checked })}
          />
          <Switch
            label="Traffic Alerts"
            checked={settings.trafficAlerts}
            onChange={(event) => change({ trafficAlerts: event.currentTarget.checked })}
          />
        </Stack>

        {settings.surfAlerts && (
          <Stack gap="xs">
            <Title order={4}>Surf Height Range</Title>
            <Text size="sm" id="min-surf-label">
              Minimum surf height: {settings.minSurfHeight} ft
            </Text>
            <Slider
              aria-labelledby="min-surf-label"
              min={1}
              max={20}
              step={1}
              value={settings.minSurfHeight}
              onChangeEnd={(value) => change({ minSurfHeight: Math.min(value, settings.maxSurfHeight) })}
            />
            <Text size="sm" id="max-surf-label">
              Maximum surf height: {settings.maxSurfHeight} ft
            </Text>
            <Slider
              aria-labelledby="max-surf-label"
              min={10}
              max={30}
              step={1}
              value={settings.maxSurfHeight}
              onChangeEnd={(value) => change({ maxSurfHeight: Math.max(value, settings.minSurfHeight) })}
            />
          </Stack>
        )}

        <Stack gap="xs">
          <Title order={4}>Weather Severity</Title>
          <SegmentedControl
            aria-label="Weather severity"
            value={settings.weatherSeverity}
            onChange={(value) => change({ weatherSeverity: value as AlertSettings['weatherSeverity'] })}
            data={[
              { value: 'low', label: 'Low' },
              { value: 'medium', label: 'Medium' },
              { value: 'high', label: 'High' },
            ]}
          />
        </Stack>

        <Stack gap="xs">
          <Title order={4}>Time Window</Title>
          <Group grow>
            <TextInput
              type="time"
              label="Start"
              value={settings.timeRange.start}
              onChange={(event) =>
                change({ timeRange: { ...settings.timeRange, start: event.currentTarget.value } })
              }
            />
            <TextInput
              type="time"
              label="End"
              value={settings.timeRange.end}
              onChange={(event) =>
                change({ timeRange: { ...settings.timeRange, end: event.currentTarget.value } })
              }
            />
          </Group>
          <Text size="xs" c="dimmed">
            Alerts arrive only inside this window, Honolulu time.
          </Text>
        </Stack>

        <FollowedBeaches
          ids={settings.followedBeachIds}
          unfollow={(id) => change({ followedBeachIds: settings.followedBeachIds.filter((f) => f !== id) })}
        />

        <Button variant="light" onClick={() => void push.runTest()}>
          Send Test Notification
        </Button>
      </Stack>
    </Card>
  );
}

/** The beaches whose rating rises (to High or Extreme) are pushed; followed from each beach's page. */
function FollowedBeaches({ ids, unfollow }: { ids: number[]; unfollow: (id: number) => void }) {
  const beaches = useQuery({ ...beachesQueryOptions(), enabled: ids.length > 0 });
  if (ids.length === 0) return null;
  const name = (id: number) => beaches.data?.find((beach) => beach.id === id)?.name ?? `Beach ${id}`;
  return (
    <Stack gap="xs">
      <Title order={4}>Beaches you follow</Title>
      <Text size="xs" c="dimmed">
        An alert when one rises to High or Extreme hazard (with Surf Alerts on).
      </Text>
      {ids.map((id) => (
        <Group key={id} justify="space-between">
          <Text size="sm">{name(id)}</Text>
          <Button size="xs" variant="subtle" onClick={() => unfollow(id)} aria-label={`Unfollow ${name(id)}`}>
            Unfollow
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function NotSupportedCard({ issues }: { issues: string[] }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Alert color="yellow" title="Push Notifications Not Supported">
        <Text size="sm">Your browser cannot receive push notifications from this site:</Text>
        <List size="sm" mt="xs">
          {issues.map((issue) => (
            <List.Item key={issue}>{issue}</List.Item>
          ))}
        </List>
      </Alert>
    </Card>
  );
}
