import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useT } from '../../../i18n/use-t.ts';
import {
  contactDescriptionId,
  contactNameId,
  EMERGENCY_CONTACTS,
  formatCoordinates,
  smsLink,
  telLink,
  type EmergencyContact,
} from '../../../lib/emergency-contacts.ts';
import { useGeolocation } from '../../../lib/geolocation/use-geolocation.ts';

/** The SOS helper: find, copy and text your location, call a contact (spec 000 §2, §8). */
export function EmergencyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const { lookup, locate } = useGeolocation();
  const position = lookup.status === 'found' ? lookup.position : null;

  const getLocation = async () => {
    if (!('geolocation' in navigator)) {
      notifications.show({
        title: t('sos.notSupportedTitle'),
        message: t('sos.notSupported'),
        color: 'red',
      });
      return;
    }
    const result = await locate();
    if (result.status === 'found') {
      notifications.show({
        title: t('sos.foundTitle'),
        message: formatCoordinates(result.position),
        color: 'green',
      });
    } else if (result.status === 'error') {
      notifications.show({
        title: t('sos.errorTitle'),
        message: t('sos.error'),
        color: 'red',
      });
    }
  };

  const noLocation = () =>
    notifications.show({ title: t('sos.noLocationTitle'), message: t('sos.noLocation'), color: 'orange' });

  const copyLocation = async () => {
    if (!position) return noLocation();
    await navigator.clipboard?.writeText(formatCoordinates(position)).catch(() => undefined);
    notifications.show({ title: t('sos.copiedTitle'), message: t('sos.copied') });
  };

  const textLocation = () => {
    if (!position) return noLocation();
    window.location.href = smsLink(position, (values) => t('sos.smsBody', values));
  };

  const call = async (contact: EmergencyContact) => {
    if (position) await navigator.clipboard?.writeText(formatCoordinates(position)).catch(() => undefined);
    notifications.show({
      title: t('sos.calling', { name: t(contactNameId(contact)) }),
      message: position
        ? t('sos.callingCopied', { coordinates: formatCoordinates(position) })
        : contact.number,
    });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('sos.title')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('sos.callFirst')}</Text>
        <Group gap="xs">
          <Button onClick={() => void getLocation()} loading={false} disabled={lookup.status === 'getting'}>
            {lookup.status === 'getting' ? t('sos.getting') : t('sos.getLocation')}
          </Button>
          <Button variant="light" onClick={() => void copyLocation()}>
            {t('sos.copyLocation')}
          </Button>
          <Button variant="light" onClick={textLocation}>
            {t('sos.textLocation')}
          </Button>
        </Group>
        {position && (
          <Text fz="sm" data-testid="emergency-coordinates">
            {t('sos.yourLocation', { coordinates: formatCoordinates(position) })}
          </Text>
        )}
        <Stack gap="xs">
          {EMERGENCY_CONTACTS.map((contact) => (
            <Group key={contact.key} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700} fz="sm">
                  {t(contactNameId(contact))}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(contactDescriptionId(contact))}
                </Text>
              </Stack>
              <Anchor
                href={telLink(contact.number)}
                fw={700}
                onClick={() => void call(contact)}
                aria-label={t('sos.callLabel', { name: t(contactNameId(contact)), number: contact.number })}
              >
                {contact.number}
              </Anchor>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
