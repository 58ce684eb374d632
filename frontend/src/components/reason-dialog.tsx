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
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (required && !reason.trim()) return setError(requiredMessage ?? t('admin.reason.required'));
          onConfirm(reason.trim());
          setReason('');
          setError(undefined);
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
            error={error}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.reason.cancel')}
            </Button>
            <Button type="submit" color="red">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
