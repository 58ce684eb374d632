import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/use-t.ts';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';

interface CategoryRow extends CatalogAdminRow {
  liveChallenges: number;
}

interface CategoryValues extends Record<string, unknown> {
  name: string;
  nameJa: string;
  description: string;
  descriptionJa: string;
  icon: string;
  color: string;
}

const emptyValues: CategoryValues = {
  name: '',
  nameJa: '',
  description: '',
  descriptionJa: '',
  icon: '',
  color: '#0e7490',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const valuesOf = (fields: Record<string, unknown>): CategoryValues => ({
  name: text(fields.name),
  nameJa: text(fields.nameJa),
  description: text(fields.description),
  descriptionJa: text(fields.descriptionJa),
  icon: text(fields.icon),
  color: text(fields.color),
});

function CategoryFields({ form }: { form: UseFormReturnType<CategoryValues> }) {
  const t = useT();
  return (
    <>
      <BilingualTextInput
        form={form}
        field="name"
        japaneseField="nameJa"
        label={t('ecoCategoriesAdmin.name')}
        required
      />
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('ecoCategoriesAdmin.description')}
        multiline
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('ecoCategoriesAdmin.icon')} withAsterisk {...form.getInputProps('icon')} />
        <TextInput label={t('ecoCategoriesAdmin.color')} withAsterisk {...form.getInputProps('color')} />
      </SimpleGrid>
    </>
  );
}

/** Eco categories: how the challenges are grouped; one with live challenges is not retired. */
export function EcoCategoriesAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<CategoryRow, CategoryValues>
      kind="eco-categories"
      title={t('ecoCategoriesAdmin.pageTitle')}
      addLabel={t('ecoCategoriesAdmin.add')}
      summary={(row) => t('ecoCategoriesAdmin.summary', { live: row.liveChallenges })}
      emptyValues={emptyValues}
      valuesOf={valuesOf}
      fields={(form) => <CategoryFields form={form} />}
    />
  );
}
