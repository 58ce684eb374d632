import { Fieldset, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PARKING_LEVELS, SURF_STATUSES } from '@nsg/domain/catalog/seed/types.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatHawaiiTime } from '../../lib/hawaii-time.ts';
import type { CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import { CatalogImageInput } from './catalog-image-input.tsx';

interface Exposure {
  swellWindow: { fromDeg: number; toDeg: number };
  highFaceFt: number;
  extremeFaceFt: number;
  typicalSurf: { winter: string; summer: string };
  source: string;
  sourceJa: string;
}
interface BeachValues extends Record<string, unknown> {
  name: string;
  location: string;
  description: string;
  descriptionJa: string;
  bestFor: string;
  bestForJa: string;
  image: string;
  surfHeight: string;
  surfStatus: string;
  hasLifeguards: boolean;
  hasParking: string;
  latitude: string;
  longitude: string;
  geofenceRadius: number;
  exposure: Exposure;
}
type BeachRow = CatalogAdminRow &
  BeachValues & { safetyFactsEditedAt: string | null; exposure: Exposure | null };

const emptyExposure: Exposure = {
  swellWindow: { fromDeg: 270, toDeg: 45 },
  highFaceFt: 6,
  extremeFaceFt: 12,
  typicalSurf: { winter: '', summer: '' },
  source: '',
  sourceJa: '',
};
const emptyBeach: BeachValues = {
  name: '',
  location: '',
  description: '',
  descriptionJa: '',
  bestFor: '',
  bestForJa: '',
  image: '/images/beaches/pipeline.svg',
  surfHeight: '',
  surfStatus: SURF_STATUSES[1],
  hasLifeguards: false,
  hasParking: PARKING_LEVELS[1],
  latitude: '',
  longitude: '',
  geofenceRadius: 500,
  exposure: emptyExposure,
};

const text = (value: unknown) => (value == null ? '' : String(value));
function beachValues(fields: Record<string, unknown>): BeachValues {
  const exposure = (fields.exposure as Partial<Exposure> | null | undefined) ?? {};
  return {
    ...emptyBeach,
    ...Object.fromEntries(Object.keys(emptyBeach).map((key) => [key, text(fields[key])])),
    hasLifeguards: fields.hasLifeguards === true,
    geofenceRadius: Number(fields.geofenceRadius ?? emptyBeach.geofenceRadius),
    exposure: { ...emptyExposure, ...exposure, sourceJa: text(exposure.sourceJa) },
  };
}

function BeachFields({ form }: { form: UseFormReturnType<BeachValues> }) {
  const t = useT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('catalogAdmin.field.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('catalogAdmin.field.location')}
          withAsterisk
          {...form.getInputProps('location')}
        />
      </SimpleGrid>
      <BilingualTextInput
        form={form}
        field="description"
        japaneseField="descriptionJa"
        label={t('catalogAdmin.field.description')}
        multiline
        required
      />
      <BilingualTextInput
        form={form}
        field="bestFor"
        japaneseField="bestForJa"
        label={t('catalogAdmin.field.bestFor')}
        required
      />
      <CatalogImageInput form={form} field="image" label={t('catalogAdmin.field.image')} />
      <Fieldset legend={t('catalogAdmin.field.safety')}>
        <Switch
          mb="sm"
          label={t('catalogAdmin.field.lifeguards')}
          {...form.getInputProps('hasLifeguards', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <NumberInput
            label={t('catalogAdmin.field.swellFrom')}
            min={0}
            max={359}
            {...form.getInputProps('exposure.swellWindow.fromDeg')}
          />
          <NumberInput
            label={t('catalogAdmin.field.swellTo')}
            min={0}
            max={359}
            {...form.getInputProps('exposure.swellWindow.toDeg')}
          />
          <NumberInput
            label={t('catalogAdmin.field.highFace')}
            min={1}
            {...form.getInputProps('exposure.highFaceFt')}
          />
          <NumberInput
            label={t('catalogAdmin.field.extremeFace')}
            min={1}
            {...form.getInputProps('exposure.extremeFaceFt')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" my="sm">
          <TextInput
            label={t('catalogAdmin.field.typicalWinter')}
            {...form.getInputProps('exposure.typicalSurf.winter')}
          />
          <TextInput
            label={t('catalogAdmin.field.typicalSummer')}
            {...form.getInputProps('exposure.typicalSurf.summer')}
          />
        </SimpleGrid>
        <BilingualTextInput
          form={form}
          field="exposure.source"
          japaneseField="exposure.sourceJa"
          label={t('catalogAdmin.field.source')}
          multiline
          required
        />
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('catalogAdmin.field.surfHeight')} {...form.getInputProps('surfHeight')} />
        <Select
          label={t('catalogAdmin.field.surfStatus')}
          data={[...SURF_STATUSES]}
          allowDeselect={false}
          {...form.getInputProps('surfStatus')}
        />
        <Select
          label={t('catalogAdmin.field.parking')}
          data={[...PARKING_LEVELS]}
          allowDeselect={false}
          {...form.getInputProps('hasParking')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
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
        <NumberInput
          label={t('catalogAdmin.field.geofenceRadius')}
          min={50}
          max={5000}
          {...form.getInputProps('geofenceRadius')}
        />
      </SimpleGrid>
    </>
  );
}

/** /admin/catalog/beaches: the beaches, with the safety facts their hazard ratings read. */
export function BeachesAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<BeachRow, BeachValues>
      kind="beaches"
      title={t('catalogAdmin.beaches.title')}
      addLabel={t('catalogAdmin.beaches.add')}
      summary={(row) =>
        row.exposure
          ? `${row.location} · ${t('catalogAdmin.beaches.factsEdited', { date: row.safetyFactsEditedAt ? formatHawaiiTime(row.safetyFactsEditedAt) : '—' })}`
          : `${row.location} · ${t('catalogAdmin.beaches.noFacts')}`
      }
      emptyValues={emptyBeach}
      valuesOf={beachValues}
      fields={(form) => <BeachFields form={form} />}
    />
  );
}
