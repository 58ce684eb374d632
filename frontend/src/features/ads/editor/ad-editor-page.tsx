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
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../advertiser/api/account.ts';
import { campaignsQueryOptions } from '../../campaigns/api/campaigns.ts';
import { HistoryTimeline } from '../../campaigns/components/campaign-details-page.tsx';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import {
  adQueryOptions,
  BUSINESS_TYPES,
  useCreateAd,
  useUpdateAd,
  type AdForm,
  type AdvertiserAd,
} from './ads-api.ts';
import { ImageManager } from './image-manager.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';

const URL_PATTERN = /^https?:\/\/\S+\.\S+/;
const validate = {
  title: (v: string) =>
    !v.trim() ? 'Title is required' : v.length > 100 ? 'Title must be under 100 characters' : null,
  description: (v: string) =>
    !v.trim()
      ? 'Description is required'
      : v.length > 500
        ? 'Description must be under 500 characters'
        : null,
  linkUrl: (v: string) => (!v || URL_PATTERN.test(v) ? null : 'Please enter a valid link URL or leave empty'),
};

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
  const me = useRequireAccount();
  const live = useLiveUpdates({ enabled: Boolean(me) });
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
  const form = useForm<AdForm>({
    initialValues: emptyAd(campaignId),
    validate: { ...validate, campaignId: (v) => (v ? null : 'Please select a campaign') },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Ad Created Successfully',
          message: 'Your ad is pending review.',
        });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({
          color: 'red',
          title: 'Creation Failed',
          message: error instanceof ApiError ? error.message : 'Failed to create ad. Please try again.',
        });
      },
    }),
  );

  if (!me) return <Loader m="xl" />;
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between">
        <Title order={1}>Create Ad</Title>
        <ButtonLink variant="subtle" to="/advertiser/dashboard">
          Back to Dashboard
        </ButtonLink>
      </Group>
      <Text size="sm" c="dimmed">
        Every ad is reviewed by our team before visitors see it.
      </Text>
      <Paper withBorder p="lg" mt="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group align="flex-end">
              <Select
                style={{ flex: 1 }}
                label="Campaign"
                placeholder="Select a campaign"
                data={eligible.map((c) => ({ value: c.id, label: `${c.name} (${c.status})` }))}
                {...form.getInputProps('campaignId')}
              />
              <Button
                variant="default"
                onClick={() =>
                  void queryClient.invalidateQueries({ queryKey: ['campaigns'] }).then(() =>
                    notifications.show({
                      title: 'Campaigns Refreshed',
                      message: 'Your campaign list is up to date.',
                    }),
                  )
                }
              >
                Refresh Campaigns
              </Button>
            </Group>
            {campaigns.isSuccess && eligible.length === 0 && (
              <Alert color="yellow">
                You need an active or pending campaign first.{' '}
                <Link to="/advertiser/create-campaign">Create a campaign</Link>
              </Alert>
            )}
            <AdFields form={form} />
            <Group justify="flex-end">
              <ButtonLink variant="default" to="/advertiser/dashboard">
                Cancel
              </ButtonLink>
              <Button type="submit" loading={create.isPending} disabled={eligible.length === 0}>
                Create Ad
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

function AdFields({ form }: { form: UseFormReturnType<AdForm> }) {
  return (
    <>
      <TextInput label="Title" required maxLength={100} {...form.getInputProps('title')} />
      <Textarea label="Description" required maxLength={500} {...form.getInputProps('description')} />
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
        label="Destination URL (optional)"
        placeholder="https://"
        {...form.getInputProps('linkUrl')}
      />
      <Select
        label="Business type (optional)"
        placeholder="Pick a business type"
        clearable
        data={BUSINESS_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
        {...form.getInputProps('businessType')}
      />
    </>
  );
}

export function EditAdPage({ id }: { id: string }) {
  const me = useRequireAccount();
  const ad = useQuery({ ...adQueryOptions(id), enabled: Boolean(me) });
  if (!me || ad.isPending) return <Text m="xl">Loading ad...</Text>;
  if (!ad.data) return <Text m="xl">Ad not found</Text>;
  return <EditAdForm ad={ad.data} />;
}

function EditAdForm({ ad }: { ad: AdvertiserAd }) {
  const navigate = useNavigate();
  const update = useUpdateAd(ad.id);
  const form = useForm<AdForm>({
    initialValues: {
      campaignId: ad.campaignId,
      title: ad.title,
      description: ad.description,
      linkUrl: ad.linkUrl ?? '',
      businessType: ad.businessType ?? '',
      images: ad.images.length ? ad.images : ad.imageUrl ? [ad.imageUrl] : [],
      imageRotationEnabled: ad.imageRotationEnabled,
      imageRotationInterval: ad.imageRotationInterval,
    },
    validate,
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Ad Updated Successfully',
          message: `${values.title}: sent for review. Visitors see the approved version until then.`,
        });
        void navigate({ to: '/advertiser/dashboard' });
      },
      onError: (error) => {
        form.setErrors(firstFieldErrors(error));
        notifications.show({
          color: 'red',
          title: 'Update Failed',
          message: error instanceof ApiError ? error.message : 'Failed to update ad. Please try again.',
        });
      },
    }),
  );
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Edit Ad</Title>
      <Paper withBorder p="lg" mt="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <AdFields form={form} />
            <Group justify="flex-end">
              <ButtonLink variant="default" to="/advertiser/dashboard">
                Cancel
              </ButtonLink>
              <Button type="submit" loading={update.isPending}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Title order={2} mt="lg">
        History
      </Title>
      <HistoryTimeline kind="ads" id={ad.id} />
    </Container>
  );
}
