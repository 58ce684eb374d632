import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CHALLENGE_DIFFICULTIES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';

interface ChallengeRow extends CatalogAdminRow {
  categoryName: string | null;
  points: number;
}

/** The form's values: requirements and tips one a line; an empty number field is ''. */
interface ChallengeValues extends Record<string, unknown> {
  title: string;
  titleJa: string;
  description: string;
  descriptionJa: string;
  location: string;
  locationJa: string;
  requirements: string;
  requirementsJa: string;
  tips: string;
  tipsJa: string;
  estimatedTime: string;
  estimatedTimeJa: string;
  categoryId: string;
  difficulty: string;
  points: number | string;
  co2SavedGrams: number | string;
  wasteReducedGrams: number | string;
}

const emptyValues: ChallengeValues = {
  title: '',
  titleJa: '',
  description: '',
  descriptionJa: '',
  location: '',
  locationJa: '',
  requirements: '',
  requirementsJa: '',
  tips: '',
  tipsJa: '',
  estimatedTime: '',
  estimatedTimeJa: '',
  categoryId: '',
  difficulty: 'easy',
  points: '',
  co2SavedGrams: 0,
  wasteReducedGrams: 0,
};

/** A text, or a list one a line: the list row has lines, a 409's current entry has the lists. */
const text = (value: unknown) =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
const numberOrEmpty = (value: unknown) => (typeof value === 'number' ? value : '');

function valuesOf(fields: Record<string, unknown>): ChallengeValues {
  return {
    title: text(fields.title),
    titleJa: text(fields.titleJa),
    description: text(fields.description),
    descriptionJa: text(fields.descriptionJa),
    location: text(fields.location),
    locationJa: text(fields.locationJa),
    requirements: text(fields.requirements),
    requirementsJa: text(fields.requirementsJa),
    tips: text(fields.tips),
    tipsJa: text(fields.tipsJa),
    estimatedTime: text(fields.estimatedTime),
    estimatedTimeJa: text(fields.estimatedTimeJa),
    categoryId: fields.categoryId === undefined ? '' : String(fields.categoryId),
    difficulty: text(fields.difficulty) || 'easy',
    points: numberOrEmpty(fields.points),
    co2SavedGrams: numberOrEmpty(fields.co2SavedGrams),
    wasteReducedGrams: numberOrEmpty(fields.wasteReducedGrams),
  };
}

const categoriesQuery = {
  queryKey: ['eco', 'categories'] as const,
  queryFn: () => apiFetch<{ id: number; name: string }[]>('/api/eco/categories'),
};

function ChallengeFields({ form }: { form: UseFormReturnType<ChallengeValues> }) {
  const t = useT();
  const categories = useQuery(categoriesQuery);
  const bilingual = (field: string, multiline = false, required = true) => (
    <BilingualTextInput
      form={form}
      field={field}
      japaneseField={`${field}Ja`}
      label={t(`ecoChallengesAdmin.${field}` as 'ecoChallengesAdmin.title')}
      multiline={multiline}
      required={required}
    />
  );
  return (
    <>
      {bilingual('title')}
      {bilingual('description', true)}
      {bilingual('location')}
      {bilingual('requirements', true)}
      {bilingual('tips', true, false)}
      {bilingual('estimatedTime')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('ecoChallengesAdmin.category')}
          withAsterisk
          allowDeselect={false}
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          {...form.getInputProps('categoryId')}
        />
        <Select
          label={t('ecoChallengesAdmin.difficulty')}
          withAsterisk
          allowDeselect={false}
          data={CHALLENGE_DIFFICULTIES.map((difficulty) => ({
            value: difficulty,
            label: t('ecoChallengesAdmin.difficultyName', { difficulty }),
          }))}
          {...form.getInputProps('difficulty')}
        />
        <NumberInput
          label={t('ecoChallengesAdmin.points')}
          withAsterisk
          min={1}
          allowDecimal={false}
          {...form.getInputProps('points')}
        />
        <NumberInput
          label={t('ecoChallengesAdmin.co2SavedGrams')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('co2SavedGrams')}
        />
        <NumberInput
          label={t('ecoChallengesAdmin.wasteReducedGrams')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('wasteReducedGrams')}
        />
      </SimpleGrid>
    </>
  );
}

/** Eco challenges: what visitors do for the North Shore, and the points it earns them. */
export function EcoChallengesAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<ChallengeRow, ChallengeValues>
      kind="eco-challenges"
      title={t('ecoChallengesAdmin.pageTitle')}
      addLabel={t('ecoChallengesAdmin.add')}
      summary={(row) =>
        t('ecoChallengesAdmin.summary', { category: row.categoryName ?? '—', points: row.points })
      }
      emptyValues={emptyValues}
      valuesOf={valuesOf}
      fields={(form) => <ChallengeFields form={form} />}
    />
  );
}
