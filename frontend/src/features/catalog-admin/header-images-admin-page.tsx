import { Button, Group, Image } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../lib/read-your-writes.ts';
import { BilingualTextInput } from './bilingual-text-input.tsx';
import { catalogApiPath, catalogQueryKey, type CatalogAdminRow } from './catalog-admin-api.ts';
import { CatalogAdminPage } from './catalog-admin-page.tsx';
import { CatalogImageInput } from './catalog-image-input.tsx';
import {
  HEADER_IMAGES,
  headerImageOrderQueryOptions,
  reorderHeaderImages,
} from './header-images-admin-api.ts';

interface HeaderImageRow extends CatalogAdminRow {
  position: number | null;
  imageUrl: string;
}

interface HeaderImageValues extends Record<string, unknown> {
  imageUrl: string;
  altText: string;
  altTextJa: string;
}

const emptyValues: HeaderImageValues = { imageUrl: '', altText: '', altTextJa: '' };
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const valuesOf = (fields: Record<string, unknown>): HeaderImageValues => ({
  imageUrl: text(fields.imageUrl),
  altText: text(fields.altText),
  altTextJa: text(fields.altTextJa),
});

function HeaderImageFields({ form }: { form: UseFormReturnType<HeaderImageValues> }) {
  const t = useT();
  return (
    <>
      <CatalogImageInput form={form} field="imageUrl" label={t('headerImagesAdmin.picture')} />
      <BilingualTextInput
        form={form}
        field="altText"
        japaneseField="altTextJa"
        label={t('headerImagesAdmin.altText')}
        required
      />
    </>
  );
}

function HeaderImageSummary({ row }: { row: HeaderImageRow }) {
  const t = useT();
  return (
    <Group gap="xs" component="span" wrap="nowrap">
      <Image src={row.imageUrl} alt="" w={64} h={36} radius="sm" fit="cover" component="img" />
      {row.position !== null && <span>{t('headerImagesAdmin.position', { position: row.position })}</span>}
    </Group>
  );
}

/** A shown image one place up or down: the whole order sent on the revision the page has of it. */
function MoveButtons({ row, rows }: { row: HeaderImageRow; rows: HeaderImageRow[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const order = useQuery(headerImageOrderQueryOptions());
  const shown = rows.filter((entry) => entry.position !== null).map((entry) => entry.id);
  const index = shown.indexOf(row.id);
  const move = useMutation({
    mutationFn: (by: -1 | 1) => {
      const next = [...shown];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return reorderHeaderImages(next, order.data!.revision);
    },
    onSettled: (answer) =>
      refreshAfterWrite(queryClient, {
        position: answer?.position ?? '',
        readPath: catalogApiPath(HEADER_IMAGES),
        queryKeys: [catalogQueryKey(HEADER_IMAGES)],
      }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title:
          error instanceof ApiError && error.code === 'stale_edit'
            ? t('catalogAdmin.conflictTitle')
            : t('headerImagesAdmin.moveFailed'),
        message: error.message,
      }),
  });
  const busy = move.isPending || !order.data;
  return (
    <>
      <Button size="xs" variant="default" disabled={busy || index <= 0} onClick={() => move.mutate(-1)}>
        {t('headerImagesAdmin.moveUp')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy || index === shown.length - 1}
        onClick={() => move.mutate(1)}
      >
        {t('headerImagesAdmin.moveDown')}
      </Button>
    </>
  );
}

/**
 * The home page's header images, in the order visitors see them: add one (a picture through the image
 * pipeline, its alt text in English and Japanese), edit its alt text, move it up or down, retire it.
 */
export function HeaderImagesAdminPage() {
  const t = useT();
  return (
    <CatalogAdminPage<HeaderImageRow, HeaderImageValues>
      kind={HEADER_IMAGES}
      title={t('headerImagesAdmin.pageTitle')}
      addLabel={t('headerImagesAdmin.add')}
      summary={(row) => <HeaderImageSummary row={row} />}
      emptyValues={emptyValues}
      valuesOf={valuesOf}
      fields={(form) => <HeaderImageFields form={form} />}
      rowActions={(row, rows) => <MoveButtons row={row} rows={rows} />}
      retiredWithSamples={false}
    />
  );
}
