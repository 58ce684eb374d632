import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_EVIDENCE_PHOTOS } from '@nsg/domain/eco/eco-schemas.ts';
import { needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useCompleteChallenge, type EcoChallenge } from '../api/eco.ts';
import { showEcoError, showEcoSuccess } from '../eco-toasts.ts';

interface CompleteChallengeDialogProps {
  challenge: EcoChallenge | null;
  onClose: () => void;
}

/** Notes and evidence photo URLs, added one at a time (trimmed, empty ones ignored) and removable. */
export function CompleteChallengeDialog({ challenge, onClose }: CompleteChallengeDialogProps) {
  const complete = useCompleteChallenge();
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
          showEcoSuccess(
            'Challenge completed!',
            needsVerification(challenge.points)
              ? `You earned ${challenge.points} points: you can spend them once our team has verified your completion.`
              : `You earned ${challenge.points} points.`,
          );
          close();
        },
        onError: (error) => {
          setPhotoError(error instanceof ApiError ? (error.fieldErrors.evidencePhotos?.[0] ?? null) : null);
          showEcoError(error, 'Failed to complete challenge');
        },
      },
    );
  };

  return (
    <Modal opened={challenge !== null} onClose={close} title={`Complete: ${challenge?.title ?? ''}`} centered>
      <Stack gap="md">
        <Textarea
          label="Notes"
          placeholder="What did you do?"
          autosize
          minRows={3}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Evidence photo URL"
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
            Add
          </Button>
        </Group>
        {photos.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Evidence photos"
          >
            {photos.map((url, index) => (
              <Group key={`${url}-${index}`} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text fz="sm" truncate>
                  {url}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${url}`}
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
            Cancel
          </Button>
          <Button onClick={submit} loading={complete.isPending}>
            Complete Challenge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
