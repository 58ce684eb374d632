import { Loader, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeAction, describeActor, historyQueryOptions } from '../lib/advertising/campaigns-api.ts';
import { formatHawaiiTime } from '../lib/hawaii-time.ts';

/** What happened to a campaign or an ad, and who did it. */
export function HistoryTimeline({ kind, id }: { kind: 'campaigns' | 'ads'; id: string }) {
  const history = useQuery(historyQueryOptions(kind, id));
  if (history.isPending) return <Loader size="sm" />;
  return (
    <Timeline bulletSize={14} lineWidth={2} mt="sm">
      {(history.data ?? []).map((entry) => (
        <Timeline.Item key={entry.position} title={describeAction(entry.action)}>
          <Text size="xs" c="dimmed">
            {describeActor(entry.actor)} · {formatHawaiiTime(entry.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
