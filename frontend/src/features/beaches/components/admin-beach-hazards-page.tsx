import { Code, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { beachesQueryOptions, type HazardAssessment } from '../../../lib/beaches/beaches-api.ts';
import { HazardBadge } from '../../../components/beach-hazard.tsx';

interface AdminAssessment extends HazardAssessment {
  eventId: string;
  beachName: string;
  inputs: Record<string, unknown>;
}

const adminHazardsQueryOptions = (beachId: number) =>
  queryOptions({
    queryKey: ['admin', 'beach-hazards', beachId],
    queryFn: () => apiFetch<{ assessments: AdminAssessment[] }>(`/api/admin/beach-hazards/${beachId}`),
  });

const hawaiiTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'Pacific/Honolulu',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Exactly what the site told visitors about a beach's safety, and when: every change, with its inputs. */
export function AdminBeachHazardsPage() {
  const t = useT();
  const beaches = useQuery(beachesQueryOptions());
  const [beachId, setBeachId] = useState(1);
  const history = useQuery(adminHazardsQueryOptions(beachId));
  return (
    <Stack>
      <Title order={2}>{t('admin.beachHazards.title')}</Title>
      <Text c="dimmed" fz="sm">
        {t('admin.beachHazards.intro')}
      </Text>
      <NativeSelect
        label={t('admin.beachHazards.beach')}
        w={320}
        value={String(beachId)}
        onChange={(event) => setBeachId(Number(event.currentTarget.value))}
        data={(beaches.data ?? []).map((beach) => ({ value: String(beach.id), label: beach.name }))}
      />
      {history.isError && <Text c="red.8">{history.error.message}</Text>}
      {history.data?.assessments.length === 0 && <Text>{t('admin.beachHazards.empty')}</Text>}
      <Table.ScrollContainer minWidth={960}>
        <Table striped data-testid="hazard-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.beachHazards.column.assessed')}</Table.Th>
              <Table.Th>{t('admin.beachHazards.column.rating')}</Table.Th>
              <Table.Th>{t('admin.beachHazards.column.reasons')}</Table.Th>
              <Table.Th>{t('admin.beachHazards.column.inputs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(history.data?.assessments ?? []).map((row) => (
              <Table.Tr key={row.eventId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{hawaiiTime(row.assessedAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <HazardBadge level={row.level} />
                </Table.Td>
                <Table.Td miw={320}>
                  <Stack gap={2}>
                    {row.reasons.map((reason) => (
                      <Text key={reason} fz="sm">
                        {reason}
                      </Text>
                    ))}
                    <Group gap={4}>
                      {row.sources.map((source) => (
                        <Text key={source.name} fz="xs" c="dimmed">
                          {t('admin.beachHazards.sourceAt', {
                            source: source.name,
                            time: hawaiiTime(source.observedAt),
                          })}
                        </Text>
                      ))}
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Code block fz="xs" mah={160} maw={360} style={{ overflow: 'auto' }}>
                    {JSON.stringify({ swell: row.inputs.swell, alerts: row.inputs.alerts }, null, 1)}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
