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
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '@nsg/domain/marketplace/listing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import {
  emptyListingForm,
  listingFormSchema,
  useCreateListing,
  type ListingFormValues,
} from '../api/listings.ts';
import { translateErrors, useBoardHubMessage, useConditionOptions } from '../board-hub-messages.ts';
import { useBoardHubToasts } from '../board-hub-toasts.ts';

const validateListing = schemaResolver(listingFormSchema, { sync: true });

export function ListBoardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const translate = useBoardHubMessage();
  const conditionOptions = useConditionOptions();
  const boardHubToasts = useBoardHubToasts();
  const createListing = useCreateListing();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // Checked as soon as it is chosen: a 12 MB phone picture should not upload for a minute to be refused.
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(file && file.size > PHOTO_MAX_BYTES ? PHOTO_TOO_LARGE : null);
  };
  const form = useForm<ListingFormValues>({
    initialValues: emptyListingForm,
    validate: (values) => translateErrors(validateListing(values), translate),
  });

  const submit = form.onSubmit((values) => {
    if (photoError) return;
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
          form.setErrors(translateErrors(errors, translate));
          if (photo && serverMessageOf(error) === PHOTO_TOO_LARGE) setPhotoError(PHOTO_TOO_LARGE);
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
              required
              autoComplete="tel"
              description={t('boardHub.form.private')}
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
            value={photo}
            onChange={choosePhoto}
            error={photoError && translate(photoError)}
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
