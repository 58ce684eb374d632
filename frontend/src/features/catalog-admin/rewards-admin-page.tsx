import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { REWARD_TYPES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';

interface RewardRow extends CatalogAdminRow {
  partnerName: string | null;
  redeemed: number;
  pointsRequired: number;
  maxRedemptions: number | null;
}

/** The form's values: an empty number field is '' (no stock limit, no discount). */
interface RewardValues extends Record<string, unknown> {
  title: string;
  titleJa: string;
  description: string;
  descriptionJa: string;
  terms: string;
  termsJa: string;
  rewardType: string;
  businessId: string;
  discountPercent: number | string;
  discountAmount: number | string;
  pointsRequired: number | string;
  maxRedemptions: number | string;
  validUntil: string;
}

const emptyValues: RewardValues = {
  title: '',
  titleJa: '',
  description: '',
  descriptionJa: '',
  terms: '',
  termsJa: '',
  rewardType: 'discount',
  businessId: '',
  discountPercent: '',
  discountAmount: '',
  pointsRequired: '',
  maxRedemptions: '',
  validUntil: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrEmpty = (value: unknown) => (typeof value === 'number' ? value : '');

function valuesOf(fields: Record<string, unknown>): RewardValues {
  return {
    title: text(fields.title),
    titleJa: text(fields.titleJa),
    description: text(fields.description),
    descriptionJa: text(fields.descriptionJa),
    terms: text(fields.terms),
    termsJa: text(fields.termsJa),
    rewardType: text(fields.rewardType) || 'discount',
    businessId: fields.businessId === undefined ? '' : String(fields.businessId),
    discountPercent: numberOrEmpty(fields.discountPercent),
    discountAmount: numberOrEmpty(fields.discountAmount),
    pointsRequired: numberOrEmpty(fields.pointsRequired),
    maxRedemptions: numberOrEmpty(fields.maxRedemptions),
    validUntil: text(fields.validUntil),
  };
}

/** The directory's businesses, any of which can partner a reward. */
const partnersQuery = {
  queryKey: ['businesses', 'partners'] as const,
  queryFn: () => apiFetch<{ id: number; name: string }[]>('/api/businesses'),
};

function RewardFields({ form }: { form: UseFormReturnType<RewardValues> }) {
  const t = useT();
  const partners = useQuery(partnersQuery);
  return (
    <>
      <BilingualTextInput
        form={form}
        field="title"
        japaneseField="titleJa"
        label={t('rewardsAdmin.title')}
        required
      />
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('rewardsAdmin.description')}
        multiline
        required
      />
      <BilingualTextInput
        form={form}
        field="terms"
        japaneseField="termsJa"
        label={t('rewardsAdmin.terms')}
        multiline
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('rewardsAdmin.partner')}
          withAsterisk
          searchable
          data={(partners.data ?? []).map((business) => ({
            value: String(business.id),
            label: business.name,
          }))}
          {...form.getInputProps('businessId')}
        />
        <Select
          label={t('rewardsAdmin.type')}
          withAsterisk
          allowDeselect={false}
          data={REWARD_TYPES.map((type) => ({ value: type, label: t('rewardsAdmin.typeName', { type }) }))}
          {...form.getInputProps('rewardType')}
        />
        <NumberInput
          label={t('rewardsAdmin.points')}
          withAsterisk
          min={1}
          allowDecimal={false}
          {...form.getInputProps('pointsRequired')}
        />
        <NumberInput
          label={t('rewardsAdmin.stock')}
          description={t('rewardsAdmin.stockHint')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('maxRedemptions')}
        />
        <NumberInput
          label={t('rewardsAdmin.discountPercent')}
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('discountPercent')}
        />
        <NumberInput
          label={t('rewardsAdmin.discountAmount')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('discountAmount')}
        />
        <TextInput
          label={t('rewardsAdmin.validUntil')}
          type="date"
          withAsterisk
          {...form.getInputProps('validUntil')}
        />
      </SimpleGrid>
    </>
  );
}

/** Eco rewards: each honoured by a partner business, with its stock. */
export function RewardsAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<RewardRow, RewardValues>
      kind="rewards"
      title={t('rewardsAdmin.pageTitle')}
      addLabel={t('rewardsAdmin.add')}
      summary={(row) =>
        t('rewardsAdmin.summary', {
          partner: row.partnerName ?? '—',
          points: row.pointsRequired,
          redeemed: row.redeemed,
          stock: row.maxRedemptions ?? 'none',
        })
      }
      emptyValues={emptyValues}
      valuesOf={valuesOf}
      fields={(form) => <RewardFields form={form} />}
    />
  );
}
