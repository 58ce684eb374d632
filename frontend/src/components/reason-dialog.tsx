import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';

/** Asks the admin why before an action (a refusal the advertiser is told about, a retirement), with the reason. */
export function ReasonDialog({
  opened,
  title,
  description,
  confirmLabel,
  required = false,
  requiredMessage,
  serverError,
  busy = false,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  required?: boolean;
  /** Said when a required reason is left empty. */
  requiredMessage?: string;
  /** What the server said of the reason (a retirement refused), shown under it. */
  serverError?: string;
  /** The confirmed action is under way: the dialog stays open until its caller closes it. */
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A dialog opened afresh starts empty; one kept open after a refusal keeps what was written.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setReason('');
      setError(undefined);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (required && !reason.trim()) return setError(requiredMessage ?? t('admin.reason.required'));
          setError(undefined);
          onConfirm(reason.trim());
        }}
      >
        <Stack>
          <Textarea
            label={t('admin.reason.label')}
            description={description}
            maxLength={500}
            autosize
            minRows={3}
            data-autofocus
            withAsterisk={required}
            error={error ?? serverError}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.reason.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
