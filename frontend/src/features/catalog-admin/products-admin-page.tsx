import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRODUCT_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatPrice } from '../../lib/format-price.ts';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import { CatalogImageInput } from './catalog-image-input.tsx';

/** The form keeps the price in dollars; the API takes integer cents. */
interface ProductValues extends Record<string, unknown> {
  name: string;
  nameJa: string;
  description: string;
  descriptionJa: string;
  dollars: number;
  image: string;
  category: string;
}
type ProductRow = CatalogAdminRow & { price: number; category: string };

const emptyProduct: ProductValues = {
  name: '',
  nameJa: '',
  description: '',
  descriptionJa: '',
  dollars: 0,
  image: '/images/products/clothing.svg',
  category: PRODUCT_CATEGORIES[0],
};

const text = (value: unknown) => (value == null ? '' : String(value));
const productValues = (fields: Record<string, unknown>): ProductValues => ({
  name: text(fields.name),
  nameJa: text(fields.nameJa),
  description: text(fields.description),
  descriptionJa: text(fields.descriptionJa),
  dollars: Number(fields.price ?? 0) / 100,
  image: text(fields.image),
  category: text(fields.category),
});
const productBody = ({ dollars, ...values }: ProductValues) => ({
  ...values,
  price: Math.round(dollars * 100),
});

function ProductFields({ form }: { form: UseFormReturnType<ProductValues> }) {
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
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('catalogAdmin.field.description')}
        multiline
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('catalogAdmin.field.price')}
          prefix="$"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          {...form.getInputProps('dollars')}
          error={form.errors.dollars ?? form.errors.price}
        />
        <Select
          label={t('catalogAdmin.field.category')}
          data={[...PRODUCT_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <CatalogImageInput form={form} field="image" label={t('catalogAdmin.field.image')} />
    </>
  );
}

/** /admin/catalog/products: the shop's products, samples first. */
export function ProductsAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<ProductRow, ProductValues>
      kind="products"
      title={t('catalogAdmin.products.title')}
      addLabel={t('catalogAdmin.products.add')}
      summary={(row) => `${row.category} · ${formatPrice(row.price)}`}
      emptyValues={emptyProduct}
      valuesOf={productValues}
      bodyOf={productBody}
      fields={(form) => <ProductFields form={form} />}
    />
  );
}
