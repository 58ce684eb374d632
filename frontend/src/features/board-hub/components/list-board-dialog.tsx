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
import { listingConditions, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '@nsg/domain/marketplace/listing.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import {
  emptyListingForm,
  listingFormSchema,
  useCreateListing,
  type ListingFormValues,
} from '../api/listings.ts';
import { boardHubToasts } from '../board-hub-toasts.ts';

export function ListBoardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
    validate: schemaResolver(listingFormSchema, { sync: true }),
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
          form.setErrors(errors);
          if (photo && serverMessageOf(error) === PHOTO_TOO_LARGE) setPhotoError(PHOTO_TOO_LARGE);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title="List Your Board" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <SimpleGrid cols={3}>
            <TextInput label="Feet" required inputMode="numeric" {...form.getInputProps('feet')} />
            <TextInput label="Inches" required inputMode="numeric" {...form.getInputProps('inches')} />
            <NativeSelect
              label="Condition"
              data={[...listingConditions]}
              {...form.getInputProps('condition')}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput label="Price" required placeholder="$450" {...form.getInputProps('price')} />
            <TextInput label="Location" required placeholder="Haleiwa" {...form.getInputProps('location')} />
          </SimpleGrid>
          <TextInput label="Your Name" required autoComplete="name" {...form.getInputProps('sellerName')} />
          <SimpleGrid cols={2}>
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              description="Never shown publicly"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              description="Never shown publicly"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <FileInput
            label="Photo"
            accept="image/*"
            clearable
            placeholder="Choose a photo (optional, max 5MB)"
            value={photo}
            onChange={choosePhoto}
            error={photoError}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={createListing.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={createListing.isPending}>
              List Board
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
