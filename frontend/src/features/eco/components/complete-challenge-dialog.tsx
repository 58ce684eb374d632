import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MAX_EVIDENCE_PHOTOS } from '@nsg/domain/eco/eco-schemas.ts';
import { needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useCompleteChallenge, type EcoChallenge } from '../api/eco.ts';
import { useEcoCatalogText } from '../eco-catalog-text.ts';
import { useEcoToasts } from '../eco-toasts.ts';
import { useT } from '../../../i18n/use-t.ts';

interface CompleteChallengeDialogProps {
  challenge: EcoChallenge | null;
  onClose: () => void;
}

/** Notes and evidence photo URLs, added one at a time (trimmed, empty ones ignored) and removable. */
export function CompleteChallengeDialog({ challenge, onClose }: CompleteChallengeDialogProps) {
  const t = useT();
  const toasts = useEcoToasts();
  const complete = useCompleteChallenge();
  const catalogText = useEcoCatalogText();
  const title = challenge && catalogText.challenge(challenge).title;
  const [notes, setNotes] = useState('');
  const [photoUrl, setPhotoUrl] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const reset = () => {
    setNotes('');
    setPhotoUrl('');
    setPhotos([]);
    setPhotoError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const addPhoto = () => {
    const url = photoUrl.trim();
    if (url && photos.length < MAX_EVIDENCE_PHOTOS) {
      setPhotos([...photos, url]);
      setPhotoError(null);
    }
    setPhotoUrl('');
  };
  const submit = () => {
    if (!challenge) return;
    complete.mutate(
      { challengeId: challenge.id, input: { notes, evidencePhotos: photos } },
      {
        onSuccess: () => {
          toasts.showSuccess(
            t('ecoChallenges.completed.title'),
            t(
              needsVerification(challenge.points)
                ? 'ecoChallenges.completed.awaiting'
                : 'ecoChallenges.completed.message',
              { points: challenge.points },
            ),
          );
          close();
        },
        onError: (error) => {
          setPhotoError(error instanceof ApiError ? (error.fieldErrors.evidencePhotos?.[0] ?? null) : null);
          toasts.showError(error, 'ecoChallenges.completeFailed');
        },
      },
    );
  };

  return (
    <Modal
      opened={challenge !== null}
      onClose={close}
      title={
        <FormattedMessage
          id="ecoChallenges.dialog.title"
          values={{ title: <span lang={title?.lang ?? 'en'}>{title?.text ?? ''}</span> }}
        />
      }
      centered
    >
      <Stack gap="md">
        <Textarea
          label={t('ecoChallenges.dialog.notes')}
          placeholder={t('ecoChallenges.dialog.notesPlaceholder')}
          autosize
          minRows={3}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('ecoChallenges.dialog.photoUrl')}
            placeholder="https://..."
            error={photoError}
            style={{ flex: 1 }}
            value={photoUrl}
            onChange={(event) => setPhotoUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addPhoto();
              }
            }}
          />
          <Button variant="light" onClick={addPhoto} disabled={photos.length >= MAX_EVIDENCE_PHOTOS}>
            {t('ecoChallenges.dialog.add')}
          </Button>
        </Group>
        {photos.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('ecoChallenges.dialog.photos')}
          >
            {photos.map((url, index) => (
              <Group key={`${url}-${index}`} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text fz="sm" truncate>
                  {url}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('ecoChallenges.dialog.remove', { url })}
                  onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={complete.isPending}>
            {t('ecoChallenges.dialog.cancel')}
          </Button>
          <Button onClick={submit} loading={complete.isPending}>
            {t('ecoChallenges.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
