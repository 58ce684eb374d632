import { Button, Container, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { placementLabels } from '@nsg/domain/advertising/placement.ts';
import { addMonths, hawaiiDay, MONTHLY_PRICE_DOLLARS } from '@nsg/domain/advertising/pricing.ts';
import { translateNow } from '../../../i18n/i18n-provider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import {
  placementsQueryOptions,
  useCreateCampaign,
  type CampaignForm,
  type PlacementOffer,
} from '../../../lib/advertising/campaigns-api.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { campaignFieldErrors, campaignValidation } from './campaign-form-fields.tsx';

const DURATIONS = [1, 3, 6, 12];
/** The spec's price, shown until the offers arrive; the server prices the campaign in any case. */
const DIRECTORY_OFFER: PlacementOffer = {
  placement: 'content',
  label: placementLabels.content,
  monthlyPrice: MONTHLY_PRICE_DOLLARS,
};
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The server's rule, for display only: the server derives the stored end date itself. */
export function endDateFor(startDate: string, months: number): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? addMonths(startDate, months) : '';
}

const today = () => hawaiiDay(new Date());

export function CreateCampaignPage() {
  const t = useT();
  const me = useRequireAccount();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const form = useForm<CampaignForm>({
    initialValues: {
      name: '',
      description: '',
      durationMonths: '1',
      startDate: today(),
      placement: 'content',
    },
    validate: {
      ...campaignValidation,
      startDate: (v) =>
        !v
          ? translateNow('advertiser.campaign.form.startRequired')
          : v < today()
            ? translateNow('advertiser.campaign.form.startInPast')
            : null,
    },
  });
  const months = Number(form.values.durationMonths);
  const placements = useQuery(placementsQueryOptions());
  const offers = placements.data ?? [DIRECTORY_OFFER];
  const monthlyPrice =
    offers.find((offer) => offer.placement === form.values.placement)?.monthlyPrice ??
    DIRECTORY_OFFER.monthlyPrice;

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (campaign) => {
        notifications.show({
          color: 'green',
          title: t('advertiser.campaign.createdTitle'),
          message: t('advertiser.campaign.createdMessage'),
        });
        void navigate({
          to: '/advertiser/payment-checkout/$campaignId',
          params: { campaignId: campaign.id },
        });
      },
      onError: (error) => {
        form.setErrors(campaignFieldErrors(error));
        notifications.show({
          color: 'red',
          title: t('advertiser.common.creationFailed'),
          message: error instanceof ApiError ? error.message : t('advertiser.campaign.creationFailedMessage'),
        });
      },
    }),
  );

  if (!me) return null;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('advertiser.campaign.create')}</Title>
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
            <Select
              label={t('advertiser.campaign.form.placementLabel')}
              description={t('advertiser.campaign.form.placementDescription')}
              data={offers.map((offer) => ({
                value: offer.placement,
                label: t('advertiser.campaign.form.placementOption', {
                  placement: offer.label,
                  price: dollars(offer.monthlyPrice),
                }),
              }))}
              allowDeselect={false}
              {...form.getInputProps('placement')}
            />
            <Select
              label={t('advertiser.common.duration')}
              data={DURATIONS.map((m) => ({
                value: String(m),
                label: t('advertiser.campaign.form.durationOption', {
                  months: m,
                  price: dollars(m * monthlyPrice),
                }),
              }))}
              allowDeselect={false}
              {...form.getInputProps('durationMonths')}
            />
            <TextInput
              label={t('advertiser.common.budget')}
              readOnly
              value={dollars(months * monthlyPrice)}
              description={t('advertiser.campaign.form.budgetPerMonth', { price: dollars(monthlyPrice) })}
            />
            <TextInput
              label={t('advertiser.common.startDate')}
              type="date"
              required
              min={today()}
              {...form.getInputProps('startDate')}
            />
            <TextInput
              label={t('advertiser.common.endDate')}
              readOnly
              value={endDateFor(form.values.startDate, months)}
            />
            <Group justify="flex-end">
              <ButtonLink variant="default" to="/advertiser/dashboard">
                {t('advertiser.common.cancel')}
              </ButtonLink>
              <Button type="submit" loading={create.isPending}>
                {t('advertiser.campaign.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
