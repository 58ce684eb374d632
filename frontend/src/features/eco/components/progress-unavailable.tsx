import { Alert } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';

/** This visitor's points and challenges live on the server: said plainly when they cannot be loaded. */
export function ProgressUnavailable() {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('ecoChallenges.unavailable.title')}
      data-testid="progress-unavailable"
    >
      {t('ecoChallenges.unavailable.text')}
    </Alert>
  );
}
