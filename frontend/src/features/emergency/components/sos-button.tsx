import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { DialogOnItsWay } from '../../../components/dialog-on-its-way.tsx';

// The dialog's code loads on the first press; the service worker keeps it for offline use.
const EmergencyDialog = lazy(() =>
  import('./emergency-dialog.tsx').then((module) => ({ default: module.EmergencyDialog })),
);

/** The floating Emergency/SOS button and its dialog. */
export function SosButton() {
  const t = useT();
  const [opened, dialog] = useDisclosure(false);
  const openedOnce = useOpenedOnce(opened);
  return (
    <>
      <Affix position={{ bottom: 20, left: 20 }} zIndex={190} data-floating-action>
        <Button
          color="red.9"
          radius="xl"
          size="md"
          onClick={dialog.open}
          aria-label={t('sos.buttonLabel')}
          fw={800}
        >
          {t('sos.button')}
        </Button>
      </Affix>
      {openedOnce && (
        <Suspense fallback={<DialogOnItsWay onCancel={dialog.close} />}>
          <EmergencyDialog opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
