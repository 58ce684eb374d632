import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { apiCommand, apiFetch, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';

export interface Rate {
  id: string;
  name: string;
  description: string;
  adType: string;
  position: string;
  size: string;
  dailyRate: number;
  weeklyRate: number;
  monthlyRate: number;
  impressionsPerDay: number;
  maxAdsPerPosition: number;
  isActive: boolean;
}
type RateForm = Omit<Rate, 'id'>;

const emptyRate: RateForm = {
  name: '',
  description: '',
  adType: 'banner',
  position: 'content',
  size: 'standard',
  dailyRate: 0,
  weeklyRate: 0,
  monthlyRate: 30,
  impressionsPerDay: 0,
  maxAdsPerPosition: 1,
  isActive: true,
};

export function AdminRatesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ['advertising_rates', 'admin'],
    queryFn: () => apiFetch<Rate[]>('/api/admin/rates'),
  });
  const [editing, setEditing] = useState<Rate | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.rates.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('admin.rates.add')}</Button>
      </Group>
      {rates.data?.length === 0 && <Text c="dimmed">{t('admin.rates.empty')}</Text>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.rates.column.name')}</Table.Th>
              <Table.Th>{t('admin.rates.column.kind')}</Table.Th>
              <Table.Th>{t('admin.rates.column.daily')}</Table.Th>
              <Table.Th>{t('admin.rates.column.weekly')}</Table.Th>
              <Table.Th>{t('admin.rates.column.monthly')}</Table.Th>
              <Table.Th>{t('admin.rates.column.impressions')}</Table.Th>
              <Table.Th>{t('admin.rates.column.maxAds')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.data?.map((rate) => (
              <Table.Tr key={rate.id}>
                <Table.Td>
                  {rate.name} {!rate.isActive && <Badge color="gray">{t('admin.rates.inactive')}</Badge>}
                </Table.Td>
                <Table.Td>
                  {rate.adType} / {rate.position} / {rate.size}
                </Table.Td>
                <Table.Td>${rate.dailyRate.toFixed(2)}</Table.Td>
                <Table.Td>${rate.weeklyRate.toFixed(2)}</Table.Td>
                <Table.Td>${rate.monthlyRate.toFixed(2)}</Table.Td>
                <Table.Td>{rate.impressionsPerDay}</Table.Td>
                <Table.Td>{rate.maxAdsPerPosition}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(rate)}>
                    {t('admin.rates.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <RateDialog
          rate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(position) =>
            void refreshAfterWrite(queryClient, {
              position,
              readPath: '/api/admin/rates',
              queryKeys: [['advertising_rates', 'admin']],
            })
          }
        />
      )}
    </Stack>
  );
}

function RateDialog({
  rate,
  onClose,
  onSaved,
}: {
  rate: Rate | null;
  onClose: () => void;
  /** With the position the save answered. */
  onSaved: (position: string) => void;
}) {
  const t = useT();
  const form = useForm<RateForm>({ initialValues: rate ? { ...rate } : emptyRate });
  const save = useMutation({
    mutationFn: (values: RateForm) =>
      rate
        ? apiCommand(`/api/admin/rates/${rate.id}`, { method: 'PUT', json: values })
        : apiCommand('/api/admin/rates', { method: 'POST', json: values }),
  });
  const submit = form.onSubmit((values) => {
    const {
      id: _id,
      updatedAt: _updatedAt,
      ...body
    } = values as RateForm & { id?: string; updatedAt?: string };
    save.mutate(body, {
      onSuccess: ({ position }) => {
        notifications.show({
          color: 'green',
          title: t('admin.rates.saved'),
          message: t('admin.rates.savedMessage', { name: values.name }),
        });
        onSaved(position);
        onClose();
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({ color: 'red', title: t('admin.rates.error'), message: error.message });
      },
    });
  });
  const money = (field: 'dailyRate' | 'weeklyRate' | 'monthlyRate', label: MessageId) => (
    <NumberInput label={t(label)} prefix="$" min={0} decimalScale={2} {...form.getInputProps(field)} />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(rate ? 'admin.rates.editTitle' : 'admin.rates.addTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('admin.rates.field.name')} required {...form.getInputProps('name')} />
          <Textarea label={t('admin.rates.field.description')} {...form.getInputProps('description')} />
          <Group grow>
            <TextInput label={t('admin.rates.field.adType')} {...form.getInputProps('adType')} />
            <TextInput label={t('admin.rates.field.position')} {...form.getInputProps('position')} />
            <TextInput label={t('admin.rates.field.size')} {...form.getInputProps('size')} />
          </Group>
          <Group grow>
            {money('dailyRate', 'admin.rates.field.dailyRate')}
            {money('weeklyRate', 'admin.rates.field.weeklyRate')}
            {money('monthlyRate', 'admin.rates.field.monthlyRate')}
          </Group>
          <Group grow>
            <NumberInput
              label={t('admin.rates.field.impressionsPerDay')}
              min={0}
              {...form.getInputProps('impressionsPerDay')}
            />
            <NumberInput
              label={t('admin.rates.field.maxAdsPerPosition')}
              min={1}
              {...form.getInputProps('maxAdsPerPosition')}
            />
          </Group>
          <Switch
            label={t('admin.rates.field.active')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.rates.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.rates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
