import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';

/** Section 8 of spec 001: survey toasts, in the visitor's language. */
export function useSurveyToasts() {
  const t = useT();
  return useMemo(() => {
    const ok = (id: MessageId) => () => notifications.show({ title: t(id), message: '', color: 'teal' });
    const failed = (id: MessageId) => (error: unknown) =>
      notifications.show({
        title: t(id),
        message: error instanceof Error ? error.message : '',
        color: 'red',
      });
    return {
      created: ok('surveys.created'),
      createFailed: failed('surveys.createFailed'),
      deleted: ok('surveys.deleted'),
      deleteFailed: failed('surveys.deleteFailed'),
      responded: ok('surveys.responded'),
      respondFailed: failed('surveys.respondFailed'),
    };
  }, [t]);
}
