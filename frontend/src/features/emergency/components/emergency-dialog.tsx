import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EMERGENCY_CONTACTS,
  formatCoordinates,
  smsLink,
  telLink,
  type EmergencyContact,
} from '../emergency-contacts.ts';
import { useGeolocation } from '../use-geolocation.ts';

/** The SOS helper: find, copy and text your location, call a contact (spec 000 §2, §8). */
export function EmergencyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { lookup, locate } = useGeolocation();
  const position = lookup.status === 'found' ? lookup.position : null;

  const getLocation = async () => {
    if (!('geolocation' in navigator)) {
      notifications.show({
        title: 'Location Not Supported',
        message: "Your browser doesn't support location services.",
        color: 'red',
      });
      return;
    }
    const result = await locate();
    if (result.status === 'found') {
      notifications.show({
        title: 'Location Found',
        message: formatCoordinates(result.position),
        color: 'green',
      });
    } else if (result.status === 'error') {
      notifications.show({
        title: 'Location Error',
        message: 'Unable to get your location. Please enable location services.',
        color: 'red',
      });
    }
  };

  const copyLocation = async () => {
    if (!position) return noLocation();
    await navigator.clipboard?.writeText(formatCoordinates(position)).catch(() => undefined);
    notifications.show({ title: 'Copied', message: 'Location copied to clipboard.' });
  };

  const textLocation = () => {
    if (!position) return noLocation();
    window.location.href = smsLink(position);
  };

  const call = async (contact: EmergencyContact) => {
    if (position) await navigator.clipboard?.writeText(formatCoordinates(position)).catch(() => undefined);
    notifications.show({
      title: `Calling ${contact.name}`,
      message: position ? `${formatCoordinates(position)} · Location copied to clipboard.` : contact.number,
    });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Emergency Help" centered>
      <Stack gap="md">
        <Text fz="sm">In a life-threatening emergency call 911 first.</Text>
        <Group gap="xs">
          <Button onClick={() => void getLocation()} loading={false} disabled={lookup.status === 'getting'}>
            {lookup.status === 'getting' ? 'Getting...' : 'Get My Location'}
          </Button>
          <Button variant="light" onClick={() => void copyLocation()}>
            Copy Location
          </Button>
          <Button variant="light" onClick={textLocation}>
            Text My Location
          </Button>
        </Group>
        {position && (
          <Text fz="sm" data-testid="emergency-coordinates">
            Your location: {formatCoordinates(position)}
          </Text>
        )}
        <Stack gap="xs">
          {EMERGENCY_CONTACTS.map((contact) => (
            <Group key={contact.name} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700} fz="sm">
                  {contact.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {contact.description}
                </Text>
              </Stack>
              <Anchor
                href={telLink(contact.number)}
                fw={700}
                onClick={() => void call(contact)}
                aria-label={`Call ${contact.name} ${contact.number}`}
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

function noLocation() {
  notifications.show({ title: 'No Location', message: 'Please get your location first.', color: 'orange' });
}
