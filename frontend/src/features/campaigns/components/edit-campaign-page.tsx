import { Button, Container, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import {
  campaignQueryOptions,
  useEditCampaign,
  type Campaign,
  type CampaignEditForm,
} from '../../../lib/advertising/campaigns-api.ts';
import { campaignFieldErrors, campaignValidation } from './campaign-form-fields.tsx';

/** /advertiser/campaign/{id}/edit: name, description and target audience; what was paid for is shown. */
export function EditCampaignPage({ id }: { id: string }) {
  const t = useT();
  const me = useRequireAccount();
  const campaign = useQuery({ ...campaignQueryOptions(id), enabled: Boolean(me) });
  if (!me || campaign.isPending) return <Text m="xl">{t('advertiser.campaign.loading')}</Text>;
  if (!campaign.data) return <Text m="xl">{t('advertiser.campaign.notFound')}</Text>;
  return <EditCampaignForm campaign={campaign.data} />;
}

function EditCampaignForm({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const navigate = useNavigate();
  const edit = useEditCampaign(campaign.id);
  const form = useForm<CampaignEditForm>({
    initialValues: {
      name: campaign.name,
      description: campaign.description,
    },
    validate: campaignValidation,
  });

  const submit = form.onSubmit((values) =>
    edit.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('advertiser.campaign.updatedTitle'),
          message: campaign.name,
        });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) => {
        form.setErrors(campaignFieldErrors(error));
        notifications.show({
          color: 'red',
          title: t('advertiser.common.updateFailed'),
          message: error instanceof ApiError ? error.message : t('advertiser.campaign.updateFailedMessage'),
        });
      },
    }),
  );

  const months = campaign.durationMonths;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('advertiser.campaign.edit')}</Title>
      <Paper withBorder p="lg" mt="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('advertiser.campaign.form.nameLabel')}
              required
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <Textarea
              label={t('advertiser.common.description')}
              required
              maxLength={500}
              {...form.getInputProps('description')}
            />
            <Group grow>
              <TextInput
                label={t('advertiser.common.duration')}
                readOnly
                value={t('advertiser.common.months', { months })}
              />
              <TextInput
                label={t('advertiser.common.budget')}
                readOnly
                value={`$${Number(campaign.budget).toFixed(2)}`}
              />
            </Group>
            <Group grow>
              <TextInput label={t('advertiser.common.startDate')} readOnly value={campaign.startDate} />
              <TextInput label={t('advertiser.common.endDate')} readOnly value={campaign.endDate} />
            </Group>
            <Group justify="flex-end">
              <ButtonLink variant="default" to="/advertiser/dashboard">
                {t('advertiser.common.cancel')}
              </ButtonLink>
              <Button type="submit" loading={edit.isPending}>
                {t('advertiser.campaign.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
