import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ListingContent } from '@nsg/domain/catalog/business-listing.ts';
import { MAX_LISTING_PHOTOS } from '@nsg/domain/catalog/business-listing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { uploadAdImage } from '../../../lib/advertising/ads-api.ts';
import { useProposeListingEdit, type OwnedListing } from '../api/listings.ts';
import { emptyWeek, HoursEditor } from './hours-editor.tsx';

/** The listing as the owner last wrote it: live, with the changes still waiting for review on top. */
const contentOf = (listing: OwnedListing): ListingContent => {
  const { description, descriptionJa, phone, website, hours, photos } = listing;
  const waiting = listing.latestEdit?.status === 'pending' ? listing.latestEdit.changes : {};
  return { description, descriptionJa, phone, website, hours, photos, ...waiting };
};

/** The owner's form for their listing: sent whole, reviewed by our team before it goes live. */
export function ListingEditor({ listing }: { listing: OwnedListing }) {
  const t = useT();
  const [content, setContent] = useState(() => contentOf(listing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const propose = useProposeListingEdit(listing.businessId);

  const submit = () =>
    propose.mutate(
      content,
      sentForReview(t, setErrors, {
        title: t('advertiser.listings.saved'),
        message: t('advertiser.listings.savedMessage'),
      }),
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Title order={3} fz="h4">
          {t('advertiser.listings.edit')}
        </Title>
        <ListingFields content={content} onChange={setContent} errors={errors} />
        <Button type="submit" loading={propose.isPending} w="fit-content">
          {t('advertiser.listings.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** What a sent form does next: says it is waiting for review, or shows its errors under their fields. */
export function sentForReview(
  t: ReturnType<typeof useT>,
  setErrors: (errors: Record<string, string>) => void,
  sent: { title: string; message: string },
  onSent?: () => void,
) {
  return {
    onSuccess: () => {
      setErrors({});
      notifications.show({ color: 'green', ...sent });
      onSent?.();
    },
    onError: (error: Error) => {
      const fieldErrors = firstFieldErrors(error);
      setErrors(fieldErrors);
      // Errors under their fields say it all; a toast would cover the form on a phone.
      if (Object.keys(fieldErrors).length > 0) return;
      notifications.show({
        color: 'red',
        title: t('advertiser.common.error'),
        message: serverMessageOf(error) ?? '',
      });
    },
  };
}

interface ListingFieldsProps<Content extends ListingContent> {
  content: Content;
  onChange: (update: (current: Content) => Content) => void;
  errors: Record<string, string>;
}

/** A listing's fields as its owner writes them: for an edit, and for a new business they ask for. */
export function ListingFields<Content extends ListingContent>({
  content,
  onChange,
  errors,
}: ListingFieldsProps<Content>) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const set = <Field extends keyof ListingContent>(field: Field, value: ListingContent[Field]) =>
    onChange((current) => ({ ...current, [field]: value }));

  const addPhoto = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadAdImage(file, () => undefined);
      set('photos', [...content.photos, url]);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('advertiser.common.error'),
        message: (error as Error).message,
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Textarea
        label={t('advertiser.listings.description')}
        value={content.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        autosize
        minRows={3}
      />
      <Textarea
        label={t('advertiser.listings.descriptionJa')}
        lang="ja"
        value={content.descriptionJa ?? ''}
        description={content.descriptionJa ? undefined : t('advertiser.listings.translationMissing')}
        error={errors.descriptionJa}
        onChange={(event) => set('descriptionJa', event.currentTarget.value)}
        autosize
        minRows={3}
      />
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('advertiser.listings.phone')}
          value={content.phone ?? ''}
          error={errors.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          miw={200}
        />
        <TextInput
          label={t('advertiser.listings.website')}
          value={content.website ?? ''}
          error={errors.website}
          onChange={(event) => set('website', event.currentTarget.value)}
          miw={200}
        />
      </Group>
      <Stack gap="xs">
        <Text fw={600}>{t('advertiser.listings.hours')}</Text>
        {content.hours ? (
          <HoursEditor hours={content.hours} onChange={(hours) => set('hours', hours)} errors={errors} />
        ) : (
          <Group>
            <Text c="dimmed" fz="sm">
              {t('advertiser.listings.hoursUnknown')}
            </Text>
            <Button variant="light" size="xs" onClick={() => set('hours', emptyWeek())}>
              {t('advertiser.listings.addHours')}
            </Button>
          </Group>
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{t('advertiser.listings.photos')}</Text>
        <Group gap="xs">
          {content.photos.map((photo) => (
            <div key={photo} style={{ position: 'relative' }}>
              <Image src={photo} alt="" w={96} h={72} radius="sm" fit="cover" />
              <CloseButton
                aria-label={t('advertiser.listings.removePhoto')}
                size="sm"
                style={{ position: 'absolute', top: 2, right: 2 }}
                onClick={() =>
                  set(
                    'photos',
                    content.photos.filter((p) => p !== photo),
                  )
                }
              />
            </div>
          ))}
        </Group>
        {content.photos.length < MAX_LISTING_PHOTOS && (
          <FileButton onChange={(file) => void addPhoto(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="light" w="fit-content" loading={uploading}>
                {t('advertiser.listings.addPhoto')}
              </Button>
            )}
          </FileButton>
        )}
        {errors.photos && <Alert color="red">{errors.photos}</Alert>}
      </Stack>
    </>
  );
}
