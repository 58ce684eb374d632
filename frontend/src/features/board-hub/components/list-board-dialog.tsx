import {
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PHOTO_MAX_BYTES } from '@nsg/domain/marketplace/listing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, firstFieldErrors } from '../../../lib/api-fetch.ts';
import { localizedSchemaResolver } from '../../../lib/localized-errors.ts';
import {
  emptyListingForm,
  listingFormSchema,
  useCreateListing,
  type ListingFormValues,
} from '../api/listings.ts';
import { useConditionOptions } from '../condition-labels.ts';
import { useBoardHubToasts } from '../board-hub-toasts.ts';

export function ListBoardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const conditionOptions = useConditionOptions();
  const boardHubToasts = useBoardHubToasts();
  const createListing = useCreateListing();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  // Checked as soon as it is chosen: a 12 MB phone picture should not upload for a minute to be refused.
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoTooLarge(Boolean(file && file.size > PHOTO_MAX_BYTES));
  };
  const form = useForm<ListingFormValues>({
    initialValues: emptyListingForm,
    validate: localizedSchemaResolver(listingFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (photoTooLarge) return;
    createListing.mutate(
      { values, photo },
      {
        onSuccess: () => {
          boardHubToasts.listingCreated();
          form.reset();
          choosePhoto(null);
          onClose();
        },
        onError: (error) => {
          boardHubToasts.listingFailed(error);
          const errors = firstFieldErrors(error);
          if (errors.length) errors.feet = errors.length;
          form.setErrors(errors);
          if (photo && error instanceof ApiError && error.code === 'photo_too_large') setPhotoTooLarge(true);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('boardHub.listYourBoard')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('boardHub.form.title')}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <SimpleGrid cols={3}>
            <TextInput
              label={t('boardHub.form.feet')}
              required
              inputMode="numeric"
              {...form.getInputProps('feet')}
            />
            <TextInput
              label={t('boardHub.form.inches')}
              required
              inputMode="numeric"
              {...form.getInputProps('inches')}
            />
            <NativeSelect
              label={t('boardHub.condition')}
              data={conditionOptions}
              {...form.getInputProps('condition')}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput
              label={t('boardHub.form.price')}
              required
              placeholder="$450"
              {...form.getInputProps('price')}
            />
            <TextInput
              label={t('boardHub.form.location')}
              required
              placeholder="Haleiwa"
              {...form.getInputProps('location')}
            />
          </SimpleGrid>
          <TextInput
            label={t('boardHub.form.yourName')}
            required
            autoComplete="name"
            {...form.getInputProps('sellerName')}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('boardHub.form.email')}
              type="email"
              required
              autoComplete="email"
              description={t('boardHub.form.private')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('boardHub.form.phone')}
              type="tel"
              autoComplete="tel"
              description={t('boardHub.form.phoneHint')}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={t('boardHub.form.description')}
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <FileInput
            label={t('boardHub.form.photo')}
            accept="image/*"
            clearable
            placeholder={t('boardHub.form.photoPlaceholder')}
            // Shown as text (not a native placeholder): dimmed, not placeholder grey, for contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            value={photo}
            onChange={choosePhoto}
            error={photoTooLarge && t('boardHub.error.photoTooLarge')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={createListing.isPending}>
              {t('boardHub.form.cancel')}
            </Button>
            <Button type="submit" loading={createListing.isPending}>
              {t('boardHub.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
