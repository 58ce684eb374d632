import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

/** Before a requested business is added: where it is on the map, read from the address it was given. */
export function PlaceBusinessDialog({
  location,
  onClose,
  fieldErrors,
  onConfirm,
}: {
  /** The requested business's address; the dialog is shown while there is one. */
  location: string | null;
  onClose: () => void;
  /** What the server refused, by field: shown under the field, the dialog kept open with what was typed. */
  fieldErrors: Record<string, string>;
  onConfirm: (place: { latitude: string; longitude: string }) => void;
}) {
  const t = useT();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  return (
    <Modal opened={location !== null} onClose={onClose} title={t('admin.requests.placeTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm({ latitude: latitude.trim(), longitude: longitude.trim() });
        }}
      >
        <Stack>
          <TextInput
            label={t('catalogAdmin.field.latitude')}
            description={t('admin.requests.placeDescription', { location: location ?? '' })}
            inputMode="decimal"
            required
            data-autofocus
            value={latitude}
            error={fieldErrors.latitude}
            onChange={(event) => setLatitude(event.currentTarget.value)}
          />
          <TextInput
            label={t('catalogAdmin.field.longitude')}
            inputMode="decimal"
            required
            value={longitude}
            error={fieldErrors.longitude}
            onChange={(event) => setLongitude(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.reason.cancel')}
            </Button>
            <Button type="submit">{t('admin.requests.approve')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
