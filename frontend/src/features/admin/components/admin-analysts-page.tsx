import { Button, Card, Group, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { apiCommand, apiFetch, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';

interface Analyst {
  id: string;
  name: string;
  email: string;
  status: string;
  createdAt: string;
}
const emptyAnalyst = { name: '', email: '', password: '' };

/** Admins create analysts' accounts: they read the ad traffic reports and nothing else. */
export function AdminAnalystsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const analysts = useQuery({
    queryKey: ['admin', 'advertisers', 'analysts'],
    queryFn: () => apiFetch<Analyst[]>('/api/admin/analysts'),
  });
  const form = useForm({ initialValues: emptyAnalyst });
  const create = useMutation({
    mutationFn: (values: typeof emptyAnalyst) =>
      apiCommand('/api/admin/analysts', { method: 'POST', json: values }),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('admin.analysts.created', { email: values.email }) });
        form.reset();
        void queryClient.invalidateQueries({ queryKey: ['admin', 'advertisers', 'analysts'] });
      },
      onError: (error) => form.setErrors(firstFieldErrors(error)),
    }),
  );
  return (
    <Stack>
      <Title order={1}>{t('admin.analysts.title')}</Title>
      <Text c="dimmed">{t('admin.analysts.intro')}</Text>
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
        <Title order={2} size="h4">
          {t('admin.analysts.add')}
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap" mt="xs">
          <TextInput label={t('admin.analysts.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('admin.analysts.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput label={t('admin.analysts.password')} required {...form.getInputProps('password')} />
        </Group>
        <Group mt="md">
          <Button type="submit" loading={create.isPending}>
            {t('admin.analysts.create')}
          </Button>
        </Group>
      </Card>
      {analysts.data?.length === 0 && <Text c="dimmed">{t('admin.analysts.empty')}</Text>}
      {analysts.data && analysts.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="analysts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.analysts.name')}</Table.Th>
                <Table.Th>{t('admin.analysts.email')}</Table.Th>
                <Table.Th>{t('admin.analysts.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysts.data.map((analyst) => (
                <Table.Tr key={analyst.id}>
                  <Table.Td>{analyst.name}</Table.Td>
                  <Table.Td>{analyst.email}</Table.Td>
                  <Table.Td>{formatHawaiiTime(analyst.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
