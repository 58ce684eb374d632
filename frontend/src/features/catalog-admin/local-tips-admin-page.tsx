import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  COST_LEVELS,
  CROWD_LEVELS,
  SEASONS,
  TIMES_OF_DAY,
  TIP_CATEGORIES,
  TIP_DIFFICULTIES,
} from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';

interface TipRow extends CatalogAdminRow {
  category: string;
  location: string;
  authorName: string;
}

const TEXT_FIELDS = [
  'title',
  'titleJa',
  'description',
  'descriptionJa',
  'location',
  'locationJa',
  'insiderNote',
  'insiderNoteJa',
  'tags',
  'tagsJa',
  'category',
  'timeOfDay',
  'cost',
  'crowdLevel',
  'difficulty',
  'season',
  'authorName',
  'latitude',
  'longitude',
] as const;
type TipValues = Record<(typeof TEXT_FIELDS)[number], string> & { localRating: number | string };

const emptyValues: TipValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  season: 'year_round',
  localRating: '',
};

/** The form's values from a tip's fields; a conflict's current tip has its tags as lists. */
function valuesOf(fields: Record<string, unknown>): TipValues {
  const text = (value: unknown) =>
    Array.isArray(value)
      ? value.map((word) => String(word).replace(/_/g, ' ')).join(', ')
      : String(value ?? '');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(fields[field])])) as TipValues),
    localRating: typeof fields.localRating === 'number' ? fields.localRating : '',
  };
}

function TipFields({ form }: { form: UseFormReturnType<TipValues> }) {
  const t = useT();
  const choice = (field: keyof TipValues, label: string, values: readonly string[]) => (
    <Select
      label={label}
      withAsterisk
      allowDeselect={false}
      data={[...values]}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      <BilingualTextInput
        form={form}
        field="title"
        japaneseField="titleJa"
        label={t('tipsAdmin.title')}
        required
      />
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('tipsAdmin.description')}
        multiline
        required
      />
      <BilingualTextInput
        form={form}
        field="location"
        japaneseField="locationJa"
        label={t('tipsAdmin.location')}
        required
      />
      <BilingualTextInput
        form={form}
        field="insiderNote"
        japaneseField="insiderNoteJa"
        label={t('tipsAdmin.insiderNote')}
        multiline
      />
      <BilingualTextInput form={form} field="tags" japaneseField="tagsJa" label={t('tipsAdmin.tags')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {choice('category', t('tipsAdmin.category'), TIP_CATEGORIES)}
        {choice('timeOfDay', t('tipsAdmin.timeOfDay'), TIMES_OF_DAY)}
        {choice('cost', t('tipsAdmin.cost'), COST_LEVELS)}
        {choice('crowdLevel', t('tipsAdmin.crowdLevel'), CROWD_LEVELS)}
        {choice('difficulty', t('tipsAdmin.difficulty'), TIP_DIFFICULTIES)}
        {choice('season', t('tipsAdmin.season'), SEASONS)}
        <NumberInput
          label={t('tipsAdmin.rating')}
          withAsterisk
          min={1}
          max={5}
          step={0.5}
          decimalScale={1}
          {...form.getInputProps('localRating')}
        />
        <TextInput label={t('tipsAdmin.author')} withAsterisk {...form.getInputProps('authorName')} />
        <TextInput label={t('tipsAdmin.latitude')} withAsterisk {...form.getInputProps('latitude')} />
        <TextInput label={t('tipsAdmin.longitude')} withAsterisk {...form.getInputProps('longitude')} />
      </SimpleGrid>
    </>
  );
}

/** The catalog's local tips; visitors' tips are moderated at /admin/local-tips. */
export function LocalTipsAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<TipRow, TipValues>
      kind="local-tips"
      title={t('tipsAdmin.pageTitle')}
      addLabel={t('tipsAdmin.add')}
      summary={(row) => `${row.category} · ${row.location} · ${row.authorName}`}
      emptyValues={emptyValues}
      valuesOf={valuesOf}
      fields={(form) => <TipFields form={form} />}
    />
  );
}
