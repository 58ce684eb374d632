import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { uploadCatalogImage } from './catalog-admin-api.ts';

/** An entry's picture: the one it has, and a button that uploads another through the image pipeline. */
export function CatalogImageInput<Values extends Record<string, unknown>>({
  form,
  field,
  label,
}: {
  form: UseFormReturnType<Values>;
  field: keyof Values & string;
  label: string;
}) {
  const t = useT();
  const upload = useMutation({
    mutationFn: uploadCatalogImage,
    onSuccess: ({ image }) => form.setFieldValue(field, image as never),
  });
  const image = String(form.getValues()[field] ?? '');
  const error = form.errors[field] ?? upload.error?.message;
  return (
    <Input.Wrapper label={label} error={error}>
      <Group mt={4} wrap="nowrap">
        {image && <Image src={image} alt="" w={96} h={64} radius="sm" fit="cover" />}
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending}>
              {t('catalogAdmin.uploadImage')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('catalogAdmin.imageHint')}
      </Text>
    </Input.Wrapper>
  );
}
