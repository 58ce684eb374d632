import { Alert } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';

export function OfflineBanner() {
  const t = useT();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert
      color="orange"
      radius={0}
      role="status"
      data-testid="offline-banner"
      title={t('offline.banner.title')}
    >
      {t('offline.banner.text')}
    </Alert>
  );
}
