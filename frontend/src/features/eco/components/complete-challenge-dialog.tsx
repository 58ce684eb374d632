import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { evidencePhotoUploadKey, useCompleteChallenge, type EcoChallenge } from '../api/eco.ts';
import { useEcoCatalogText } from '../eco-catalog-text.ts';
import { useEcoToasts } from '../eco-toasts.ts';
import { EvidencePhotoPicker } from './evidence-photo-picker.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface CompleteChallengeDialogProps {
  challenge: EcoChallenge | null;
  onClose: () => void;
}

/** Notes and evidence photos, taken or chosen on the phone and uploaded one at a time, removable. */
export function CompleteChallengeDialog({ challenge, onClose }: CompleteChallengeDialogProps) {
  const t = useT();
  const toasts = useEcoToasts();
  const complete = useCompleteChallenge();
  const catalogText = useEcoCatalogText();
  const title = challenge && catalogText.challenge(challenge).title;
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A photo still on its way would be left out of the completion.
  const uploading = useIsMutating({ mutationKey: evidencePhotoUploadKey }) > 0;

  const reset = () => {
    setNotes('');
    setPhotos([]);
    setPhotoError(null);
  };
  const close = () => {
    reset();
    onClose();
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
        <EvidencePhotoPicker
          photos={photos}
          onChange={setPhotos}
          error={photoError}
          onError={setPhotoError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={complete.isPending}>
            {t('ecoChallenges.dialog.cancel')}
          </Button>
          <Button onClick={submit} loading={complete.isPending} disabled={uploading}>
            {t('ecoChallenges.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
