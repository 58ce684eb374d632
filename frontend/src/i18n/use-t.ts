import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '@nsg/domain/shared/locales.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';

type Values = Record<string, string | number | Date>;

/** `t(id, values)`: the message in the visitor's language. Ids are checked against the catalogue. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'en';
}
