import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import { campaignsQueryOptions } from '../../../lib/advertising/campaigns-api.ts';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { useLiveStatus } from '../../../lib/live/live-updates-provider.tsx';
import {
  adQueryOptions,
  useCreateAd,
  useUpdateAd,
  type AdForm,
  type AdvertiserAd,
} from '../../../lib/advertising/ads-api.ts';
import { businessTypes } from '@nsg/domain/advertising/ad.ts';
import { ImageManager } from './image-manager.tsx';
import { clearAdDraft, readAdDraft, saveAdDraft } from './ad-draft.ts';
import { ButtonLink } from '../../../components/router-links.tsx';

const URL_PATTERN = /^https?:\/\/\S+\.\S+/;
const validate = {
  title: (v: string) =>
    !v.trim()
      ? translateNow('advertiser.ad.titleRequired')
      : v.length > 100
        ? translateNow('advertiser.ad.titleTooLong')
        : null,
  description: (v: string) =>
    !v.trim()
      ? translateNow('advertiser.validation.descriptionRequired')
      : v.length > 500
        ? translateNow('advertiser.validation.descriptionTooLong')
        : null,
  linkUrl: (v: string) => (!v || URL_PATTERN.test(v) ? null : translateNow('advertiser.ad.linkInvalid')),
};

const NEW_AD_DRAFT = 'new';
const emptyAd = (campaignId = ''): AdForm => ({
  campaignId,
  title: '',
  description: '',
  linkUrl: '',
  businessType: '',
  images: [],
  imageRotationEnabled: false,
  imageRotationInterval: 5000,
});

export function CreateAdPage({ campaignId }: { campaignId?: string }) {
  const t = useT();
  const me = useRequireAccount();
  const live = useLiveStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateAd();
  // Live updates refresh the list the moment a campaign changes; polling every 5 s is the fallback.
  const campaigns = useQuery({
    ...campaignsQueryOptions(me?.id ?? ''),
    enabled: Boolean(me),
    refetchInterval: live === 'open' ? false : 5000,
  });
  const eligible = (campaigns.data ?? []).filter((c) => c.status === 'active' || c.status === 'pending');
  const draft = readAdDraft(NEW_AD_DRAFT, emptyAd(campaignId));
  const form = useForm<AdForm>({
    initialValues: { ...draft, campaignId: campaignId ?? draft.campaignId },
    onValuesChange: (values) => saveAdDraft(NEW_AD_DRAFT, values),
    validate: {
      ...validate,
      campaignId: (v) => (v ? null : translateNow('advertiser.ad.campaignRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        clearAdDraft(NEW_AD_DRAFT);
        notifications.show({
          color: 'green',
          title: t('advertiser.ad.createdTitle'),
          message: t('advertiser.ad.createdMessage'),
        });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({
          color: 'red',
          title: t('advertiser.common.creationFailed'),
          message: error instanceof ApiError ? error.message : t('advertiser.ad.creationFailedMessage'),
        });
      },
    }),
  );

  if (!me) return <Loader m="xl" />;
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between">
        <Title order={1}>{t('advertiser.ad.create')}</Title>
        <ButtonLink variant="subtle" to="/advertiser/dashboard">
          {t('advertiser.common.backToDashboard')}
        </ButtonLink>
      </Group>
      <Text size="sm" c="dimmed">
        {t('advertiser.ad.reviewNote')}
      </Text>
      <Paper withBorder p="lg" mt="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group align="flex-end">
              <Select
                style={{ flex: 1 }}
                label={t('advertiser.ad.campaignLabel')}
                placeholder={t('advertiser.ad.campaignPlaceholder')}
                data={eligible.map((c) => ({
                  value: c.id,
                  label: t('advertiser.ad.campaignOption', {
                    name: c.name,
                    status: t('advertiser.status', { status: c.status }),
                  }),
                }))}
                {...form.getInputProps('campaignId')}
              />
              <Button
                variant="default"
                onClick={() =>
                  void queryClient.invalidateQueries({ queryKey: ['campaigns'] }).then(() =>
                    notifications.show({
                      title: t('advertiser.ad.campaignsRefreshedTitle'),
                      message: t('advertiser.ad.campaignsRefreshedMessage'),
                    }),
                  )
                }
              >
                {t('advertiser.ad.refreshCampaigns')}
              </Button>
            </Group>
            {campaigns.isSuccess && eligible.length === 0 && (
              <Alert color="yellow">
                <FormattedMessage
                  id="advertiser.ad.needCampaign"
                  values={{ link: (chunks) => <Link to="/advertiser/create-campaign">{chunks}</Link> }}
                />
              </Alert>
            )}
            <AdFields form={form} />
            <Group justify="flex-end">
              <ButtonLink
                variant="default"
                to="/advertiser/dashboard"
                onClick={() => clearAdDraft(NEW_AD_DRAFT)}
              >
                {t('advertiser.common.cancel')}
              </ButtonLink>
              <Button type="submit" loading={create.isPending} disabled={eligible.length === 0}>
                {t('advertiser.ad.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

function AdFields({ form }: { form: UseFormReturnType<AdForm> }) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('advertiser.ad.titleLabel')}
        required
        maxLength={100}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('advertiser.common.description')}
        required
        maxLength={500}
        {...form.getInputProps('description')}
      />
      <ImageManager
        images={form.values.images}
        onImagesChange={(images) => form.setFieldValue('images', images)}
        rotationEnabled={form.values.imageRotationEnabled}
        rotationInterval={form.values.imageRotationInterval}
        onRotationChange={(enabled, interval) => {
          form.setFieldValue('imageRotationEnabled', enabled);
          form.setFieldValue('imageRotationInterval', interval);
        }}
      />
      <TextInput
        label={t('advertiser.ad.linkLabel')}
        placeholder={t('advertiser.common.urlPlaceholder')}
        {...form.getInputProps('linkUrl')}
      />
      <Select
        label={t('advertiser.ad.businessTypeLabel')}
        placeholder={t('advertiser.ad.businessTypePlaceholder')}
        clearable
        data={businessTypes.map((type) => ({
          value: type,
          label: t('advertiser.ad.businessType', { type }),
        }))}
        {...form.getInputProps('businessType')}
      />
    </>
  );
}

export function EditAdPage({ id }: { id: string }) {
  const t = useT();
  const me = useRequireAccount();
  const ad = useQuery({ ...adQueryOptions(id), enabled: Boolean(me) });
  if (!me || ad.isPending) return <Text m="xl">{t('advertiser.ad.loading')}</Text>;
  if (!ad.data) return <Text m="xl">{t('advertiser.ad.notFound')}</Text>;
  return <EditAdForm ad={ad.data} />;
}

function EditAdForm({ ad }: { ad: AdvertiserAd }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateAd(ad.id);
  const draftKey = ad.id;
  const form = useForm<AdForm>({
    initialValues: readAdDraft(draftKey, {
      campaignId: ad.campaignId,
      title: ad.title,
      description: ad.description,
      linkUrl: ad.linkUrl ?? '',
      businessType: ad.businessType ?? '',
      images: ad.images.length ? ad.images : ad.imageUrl ? [ad.imageUrl] : [],
      imageRotationEnabled: ad.imageRotationEnabled,
      imageRotationInterval: ad.imageRotationInterval,
    }),
    onValuesChange: (values) => saveAdDraft(draftKey, values),
    validate,
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        clearAdDraft(draftKey);
        notifications.show({
          color: 'green',
          title: t('advertiser.ad.updatedTitle'),
          message: t('advertiser.ad.updatedMessage', { title: values.title }),
        });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({
          color: 'red',
          title: t('advertiser.common.updateFailed'),
          message: error instanceof ApiError ? error.message : t('advertiser.ad.updateFailedMessage'),
        });
      },
    }),
  );
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('advertiser.ad.edit')}</Title>
      <Paper withBorder p="lg" mt="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <AdFields form={form} />
            <Group justify="flex-end">
              <ButtonLink variant="default" to="/advertiser/dashboard" onClick={() => clearAdDraft(draftKey)}>
                {t('advertiser.common.cancel')}
              </ButtonLink>
              <Button type="submit" loading={update.isPending}>
                {t('advertiser.ad.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Title order={2} mt="lg">
        {t('advertiser.common.history')}
      </Title>
      <HistoryTimeline kind="ads" id={ad.id} />
    </Container>
  );
}
