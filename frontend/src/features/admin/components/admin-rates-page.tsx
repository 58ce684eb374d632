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
import { apiFetch, firstFieldErrors } from '../../../lib/api-fetch.ts';

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
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ['advertising_rates', 'admin'],
    queryFn: () => apiFetch<Rate[]>('/api/admin/rates'),
  });
  const [editing, setEditing] = useState<Rate | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Advertising Rates</Title>
        <Button onClick={() => setEditing('new')}>Add Rate</Button>
      </Group>
      {rates.data?.length === 0 && <Text c="dimmed">No rates yet.</Text>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type / position / size</Table.Th>
            <Table.Th>Daily</Table.Th>
            <Table.Th>Weekly</Table.Th>
            <Table.Th>Monthly</Table.Th>
            <Table.Th>Impressions/day</Table.Th>
            <Table.Th>Max ads</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.data?.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>
                {rate.name} {!rate.isActive && <Badge color="gray">inactive</Badge>}
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
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <RateDialog
          rate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['advertising_rates', 'admin'] })}
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
  onSaved: () => void;
}) {
  const form = useForm<RateForm>({ initialValues: rate ? { ...rate } : emptyRate });
  const save = useMutation({
    mutationFn: (values: RateForm) =>
      rate
        ? apiFetch(`/api/admin/rates/${rate.id}`, { method: 'PUT', json: values })
        : apiFetch('/api/admin/rates', { method: 'POST', json: values }),
  });
  const submit = form.onSubmit((values) => {
    const {
      id: _id,
      updatedAt: _updatedAt,
      ...body
    } = values as RateForm & { id?: string; updatedAt?: string };
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Settings updated',
          message: `Rate "${values.name}" saved`,
        });
        onSaved();
        onClose();
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({ color: 'red', title: 'Error', message: error.message });
      },
    });
  });
  const money = (field: 'dailyRate' | 'weeklyRate' | 'monthlyRate', label: string) => (
    <NumberInput label={label} prefix="$" min={0} decimalScale={2} {...form.getInputProps(field)} />
  );
  return (
    <Modal opened onClose={onClose} title={rate ? 'Edit Rate' : 'Add Rate'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea label="Description" {...form.getInputProps('description')} />
          <Group grow>
            <TextInput label="Ad type" {...form.getInputProps('adType')} />
            <TextInput label="Position" {...form.getInputProps('position')} />
            <TextInput label="Size" {...form.getInputProps('size')} />
          </Group>
          <Group grow>
            {money('dailyRate', 'Daily rate')}
            {money('weeklyRate', 'Weekly rate')}
            {money('monthlyRate', 'Monthly rate')}
          </Group>
          <Group grow>
            <NumberInput label="Impressions per day" min={0} {...form.getInputProps('impressionsPerDay')} />
            <NumberInput label="Max ads per position" min={1} {...form.getInputProps('maxAdsPerPosition')} />
          </Group>
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
