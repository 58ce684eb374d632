import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, apiFetch } from '../../../lib/api-fetch.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';

const STATUSES = ['Light', 'Moderate', 'Heavy', 'Closure'];

interface Entered {
  entryId: string;
  expiresAt: string;
}

/**
 * No public API gives Kamehameha Highway travel times: admins enter them here. Each entry is an event
 * (who and when) and expires after the configured time, so the traffic card never shows stale figures.
 */
export function TrafficAdminPage() {
  const t = useT();
  const [status, setStatus] = useState<string | null>('Moderate');
  const [kamHwy, setKamHwy] = useState('');
  const [h2, setH2] = useState('');
  const [totalDelay, setTotalDelay] = useState<number | string>('');
  const [lastTravelTime, setLastTravelTime] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState<Entered | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    setFieldErrors({});
    try {
      const entered = await apiFetch<Entered>('/api/admin/traffic', {
        method: 'POST',
        json: {
          status: status ?? '',
          kamHwy: kamHwy || null,
          h2: h2 || null,
          totalDelay: totalDelay === '' ? null : Number(totalDelay),
          lastTravelTime: lastTravelTime || null,
        },
      });
      setSaved(entered);
      notifications.show({
        title: t('admin.traffic.savedToast'),
        message: t('admin.traffic.savedToastMessage'),
        color: 'green',
      });
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      notifications.show({
        title: t('admin.traffic.error'),
        message: error instanceof Error ? error.message : t('admin.traffic.saveFailed'),
        color: 'red',
      });
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: string) => fieldErrors[field]?.[0];
  return (
    <Stack gap="md">
      <Title order={2}>{t('admin.traffic.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('admin.traffic.intro')}
      </Text>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Select
            label={t('admin.traffic.status')}
            data={STATUSES.map((value) => ({
              value,
              label: t('admin.traffic.statusOption', { status: value }),
            }))}
            value={status}
            onChange={setStatus}
            error={errorOf('status')}
          />
          <TextInput
            label={t('admin.traffic.kamHwy')}
            value={kamHwy}
            onChange={(e) => setKamHwy(e.currentTarget.value)}
            error={errorOf('kamHwy')}
          />
          <TextInput
            label={t('admin.traffic.h2')}
            value={h2}
            onChange={(e) => setH2(e.currentTarget.value)}
            error={errorOf('h2')}
          />
          <NumberInput
            label={t('admin.traffic.totalDelay')}
            min={0}
            max={600}
            value={totalDelay}
            onChange={setTotalDelay}
            error={errorOf('totalDelay')}
          />
          <TextInput
            label={t('admin.traffic.lastTravelTime')}
            placeholder={t('admin.traffic.lastTravelTimePlaceholder')}
            value={lastTravelTime}
            onChange={(e) => setLastTravelTime(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={saving}>
              {t('admin.traffic.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {saved && (
        <Alert color="green" title={t('admin.traffic.saved')}>
          {t('admin.traffic.shownUntil', {
            until: formatHawaiiTime(saved.expiresAt),
          })}
        </Alert>
      )}
    </Stack>
  );
}
