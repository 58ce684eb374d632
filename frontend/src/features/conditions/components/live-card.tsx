import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';

interface LiveCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

export function LiveCard({ title, icon, children, footer, testId }: LiveCardProps) {
  return (
    <Card padding="lg" h="100%" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={3} fz="lg">
            {title}
          </Title>
        </Group>
        <Stack gap={6} flex={1}>
          {children}
        </Stack>
        {footer}
      </Stack>
    </Card>
  );
}

export function LiveCardLoading({ text }: { text: string }) {
  return (
    <Stack gap={8} aria-busy="true">
      <Text c="dimmed" fz="sm" role="status">
        {text}
      </Text>
      <Skeleton height={28} width="50%" />
      <Skeleton height={12} width="80%" />
      <Skeleton height={12} width="60%" />
    </Stack>
  );
}

/** The spec's unavailable state; the query keeps retrying with backoff, so the card says so. */
export function LiveCardUnavailable({ text }: { text: string }) {
  const t = useT();
  return (
    <Stack gap={4} role="alert">
      <Text fw={600} c="red.8">
        {text}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('live.retrying')}
      </Text>
    </Stack>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
