import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { MAX_EVIDENCE_PHOTOS } from '@nsg/domain/eco/eco-schemas.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useUploadEvidencePhoto } from '../api/eco.ts';

interface EvidencePhotoPickerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  error: string | null;
  onError: (error: string | null) => void;
}

/** What went wrong with a photo, in the visitor's language (the API's field message, else its message). */
export function photoErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors.photo?.[0] ?? error.fieldErrors.evidencePhotos?.[0] ?? error.message;
}

/**
 * Evidence photos taken with the phone's camera or chosen from the phone, each uploaded at once through
 * the image pipeline: the dialog keeps only the references of our own copies.
 */
export function EvidencePhotoPicker({ photos, onChange, error, onError }: EvidencePhotoPickerProps) {
  const t = useT();
  const upload = useUploadEvidencePhoto();
  const busy = photos.length >= MAX_EVIDENCE_PHOTOS || upload.isPending;

  const add = (file: File) => {
    onError(null);
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange([...photos, url]),
      onError: (failure) => onError(photoErrorOf(failure)),
    });
  };

  return (
    <Input.Wrapper
      label={t('ecoChallenges.dialog.photos')}
      description={t('ecoChallenges.dialog.photosHint')}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="xs">
          <PickPhotoButton label={t('ecoChallenges.dialog.takePhoto')} camera disabled={busy} onPick={add} />
          <PickPhotoButton label={t('ecoChallenges.dialog.choosePhoto')} disabled={busy} onPick={add} />
        </Group>
        {upload.isPending && (
          <Text fz="sm" c="dimmed" role="status">
            {t('ecoChallenges.dialog.uploading')}
          </Text>
        )}
        {photos.length > 0 && (
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {photos.map((url, index) => (
              <EvidenceThumbnail
                key={url}
                url={url}
                number={index + 1}
                onRemove={() => onChange(photos.filter((_, i) => i !== index))}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

interface PickPhotoButtonProps {
  label: string;
  /** Opens the phone's camera (the `capture` attribute) instead of its photos. */
  camera?: boolean;
  disabled: boolean;
  onPick: (file: File) => void;
}

function PickPhotoButton({ label, camera = false, disabled, onPick }: PickPhotoButtonProps) {
  // Emptied after each pick, so the same photo can be picked again after a failed upload.
  const resetRef = useRef<() => void>(null);
  const pick = (file: File | null) => {
    resetRef.current?.();
    if (file) onPick(file);
  };
  return (
    <FileButton
      onChange={pick}
      accept="image/*"
      capture={camera ? 'environment' : undefined}
      resetRef={resetRef}
    >
      {(props) => (
        <Button {...props} variant="light" disabled={disabled}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

function EvidenceThumbnail({ url, number, onRemove }: { url: string; number: number; onRemove: () => void }) {
  const t = useT();
  return (
    <Group component="li" gap={4} wrap="nowrap" align="flex-start">
      <Image
        src={url}
        alt={t('ecoChallenges.dialog.photo', { number })}
        w={72}
        h={72}
        radius="sm"
        fit="cover"
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('ecoChallenges.dialog.removePhoto', { number })}
        onClick={onRemove}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
