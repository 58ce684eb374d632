import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { serverMessageOf } from '../../../lib/api-fetch.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';
import {
  adminCalendarQueryOptions,
  useFeatureCalendarEvent,
  useModerateCalendarEvent,
  type AdminCalendarEvent,
} from '../api/admin-calendar.ts';
import { APPROVAL_TRANSITIONS, transitionsOf } from './admin-transitions.ts';
import {
  ModerationTable,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';

const when = (e: AdminCalendarEvent) =>
  [
    e.startDate,
    e.endDate && e.endDate !== e.startDate ? `→ ${e.endDate}` : '',
    e.isAllDay ? 'all day' : [e.startTime, e.endTime].filter(Boolean).join('–') + ' HST',
    e.isRecurring ? `(${e.recurringPattern})` : '',
  ]
    .filter(Boolean)
    .join(' ');

const columns = (t: Translate): ModerationColumn<AdminCalendarEvent>[] => [
  {
    header: t('admin.events.column.event'),
    cell: (e) => (
      <Stack gap={2} maw={360}>
        <Group gap={4}>
          <Text fw={700} lang={e.locale}>
            {e.title}
          </Text>
          {e.sample && (
            <Badge size="xs" variant="outline">
              {t('sample.label')}
            </Badge>
          )}
          {e.ended && (
            <Badge size="xs" color="gray">
              {t('admin.events.ended')}
            </Badge>
          )}
        </Group>
        <Text size="sm" lineClamp={3} lang={e.locale}>
          {e.description}
        </Text>
        <Text size="xs" c="dimmed">
          {e.category}
          {e.cost ? ` · ${e.cost}` : ''}
          {e.tags.length ? ` · ${e.tags.join(', ')}` : ''}
        </Text>
        {e.website && (
          <Anchor size="xs" href={e.website} target="_blank" rel="noopener noreferrer">
            {e.website}
          </Anchor>
        )}
        {e.photos[0] && (
          <Anchor size="xs" href={e.photos[0]} target="_blank">
            {e.photos[0].split('/').pop()}
          </Anchor>
        )}
      </Stack>
    ),
  },
  {
    header: t('admin.events.column.when'),
    cell: (e) => (
      <Stack gap={2}>
        <Text size="sm">{when(e)}</Text>
        <Text size="xs" c="dimmed">
          {e.location}
          {e.address ? ` · ${e.address}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    header: t('admin.events.column.contact'),
    cell: (e) => (
      <Text size="xs" data-testid="event-contact">
        {[e.contact.name, e.contact.email, e.contact.phone].filter(Boolean).join(' · ') || '—'}
      </Text>
    ),
  },
  {
    header: t('admin.events.note'),
    cell: (e) => (
      <Stack gap={2}>
        {e.moderatorNotes && <Text size="sm">{e.moderatorNotes}</Text>}
        {e.moderatedAt && (
          <Text size="xs" c="dimmed">
            {t('admin.events.moderated', {
              status: e.status,
              by: e.moderatedBy ?? '',
              at: formatHawaiiTime(e.moderatedAt),
            })}
          </Text>
        )}
        {e.status === 'approved' && <FeatureControl event={e} />}
      </Stack>
    ),
  },
];

/** Feature an approved event on the home page until a date, or stop featuring it. */
function FeatureControl({ event }: { event: AdminCalendarEvent }) {
  const t = useT();
  const queryClient = useQueryClient();
  const feature = useFeatureCalendarEvent();
  const [until, setUntil] = useState(event.featuredUntil ?? '');
  const save = (featuredUntil: string | null) =>
    feature.mutate(
      { id: event.id, featuredUntil },
      {
        onSuccess: ({ position }) => {
          notifications.show({ title: t('admin.events.featureSaved'), message: event.title, color: 'green' });
          void refreshAfterWrite(queryClient, {
            position,
            readPath: '/api/admin/events?status=approved',
            queryKeys: [['admin', 'calendar']],
          });
        },
        onError: (error) =>
          notifications.show({
            title: t('admin.events.updateFailed'),
            message: serverMessageOf(error) ?? '',
            color: 'red',
          }),
      },
    );
  return (
    <Stack gap={4} mt="xs">
      {event.featuredUntil && (
        <Badge color="ocean" size="sm">
          {t('admin.events.featured', { date: event.featuredUntil })}
        </Badge>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          type="date"
          size="xs"
          label={t('admin.events.featureUntil')}
          value={until}
          onChange={(e) => setUntil(e.currentTarget.value)}
        />
        <Button size="xs" disabled={!until} loading={feature.isPending} onClick={() => save(until)}>
          {t('admin.events.feature')}
        </Button>
      </Group>
      {event.featuredUntil && (
        <Button size="xs" variant="subtle" onClick={() => save(null)}>
          {t('admin.events.unfeature')}
        </Button>
      )}
    </Stack>
  );
}

/** The events queue: approve, reject with a moderator's note, feature on the home page. */
export function AdminCalendarPage() {
  const t = useT();
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const events = useQuery(adminCalendarQueryOptions(status));
  const act = useModerationAction(useModerateCalendarEvent(), {
    success: t('admin.events.updated'),
    successMessage: ({ status }) => t('admin.events.updatedMessage', { status }),
    failure: t('admin.events.updateFailed'),
    refresh: ['admin', 'calendar'],
    readPath: '/api/admin/events',
  });
  return (
    <>
      <ModerationTable
        title={t('admin.events.title')}
        statuses={['pending', 'approved', 'rejected']}
        status={status}
        onStatusChange={setStatus}
        rows={events.data}
        loading={events.isPending}
        error={events.error}
        emptyText={t('admin.events.empty')}
        columns={columns(t)}
        actions={(e) =>
          transitionsOf(t, APPROVAL_TRANSITIONS, e, (change) =>
            change.status === 'rejected' ? setRejecting(change.id) : act(change),
          )
        }
        testIdPrefix="admin-event"
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t('admin.events.title')}
        description={t('admin.events.notePlaceholder')}
        confirmLabel={t('admin.action.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={(note) => {
          act({ id: rejecting!, status: 'rejected', note });
          setRejecting(null);
        }}
      />
    </>
  );
}
