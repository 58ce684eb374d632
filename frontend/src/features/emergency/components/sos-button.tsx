import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EmergencyDialog } from './emergency-dialog.tsx';

/** The floating Emergency/SOS button and its dialog. */
export function SosButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Affix position={{ bottom: 20, left: 20 }} zIndex={190}>
        <Button color="red.9" radius="xl" size="md" onClick={dialog.open} aria-label="Emergency SOS" fw={800}>
          SOS
        </Button>
      </Affix>
      <EmergencyDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
