import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BUSINESS_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import { CatalogImageInput } from './catalog-image-input.tsx';

interface BusinessValues extends Record<string, unknown> {
  name: string;
  nameJa: string;
  category: string;
  location: string;
  description: string;
  descriptionJa: string;
  image: string;
  latitude: string;
  longitude: string;
  phone: string;
  website: string;
}
type BusinessRow = CatalogAdminRow & BusinessValues;

const emptyBusiness: BusinessValues = {
  name: '',
  nameJa: '',
  category: BUSINESS_CATEGORIES[0],
  location: '',
  description: '',
  descriptionJa: '',
  image: '/images/businesses/food-drink.svg',
  latitude: '',
  longitude: '',
  phone: '',
  website: '',
};

const text = (value: unknown) => (value == null ? '' : String(value));
const businessValues = (fields: Record<string, unknown>): BusinessValues => ({
  name: text(fields.name),
  nameJa: text(fields.nameJa),
  category: text(fields.category),
  location: text(fields.location),
  description: text(fields.description),
  descriptionJa: text(fields.descriptionJa),
  image: text(fields.image),
  latitude: text(fields.latitude),
  longitude: text(fields.longitude),
  phone: text(fields.phone),
  website: text(fields.website),
});

function BusinessFields({ form }: { form: UseFormReturnType<BusinessValues> }) {
  const t = useT();
  return (
    <>
      <BilingualTextInput
        form={form}
        field="name"
        japaneseField="nameJa"
        label={t('catalogAdmin.field.name')}
        required
      />
      <Select
        label={t('catalogAdmin.field.category')}
        data={[...BUSINESS_CATEGORIES]}
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('catalogAdmin.field.description')}
        multiline
        required
      />
      <CatalogImageInput form={form} field="image" label={t('catalogAdmin.field.image')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('catalogAdmin.field.location')}
          withAsterisk
          {...form.getInputProps('location')}
        />
        <TextInput
          label={t('catalogAdmin.field.latitude')}
          inputMode="decimal"
          {...form.getInputProps('latitude')}
        />
        <TextInput
          label={t('catalogAdmin.field.longitude')}
          inputMode="decimal"
          {...form.getInputProps('longitude')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('catalogAdmin.field.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('catalogAdmin.field.website')} type="url" {...form.getInputProps('website')} />
      </SimpleGrid>
    </>
  );
}

/** /admin/catalog/businesses: the directory's businesses, samples first. */
export function BusinessesAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<BusinessRow, BusinessValues>
      kind="businesses"
      title={t('catalogAdmin.businesses.title')}
      addLabel={t('catalogAdmin.businesses.add')}
      summary={(row) => `${row.category} · ${row.location}`}
      emptyValues={emptyBusiness}
      valuesOf={businessValues}
      fields={(form) => <BusinessFields form={form} />}
    />
  );
}
