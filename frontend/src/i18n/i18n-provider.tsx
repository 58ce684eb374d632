import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { HAWAII_TIME_ZONE, type Locale } from '@nsg/domain/shared/locales.ts';
import type { Catalogue } from '@nsg/domain/i18n/messages/en.ts';

export interface Messages {
  locale: Locale;
  catalogue: Catalogue;
}

/** Messages and formats of the visitor's language; every date and time in Hawaii time. */
export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider
      locale={messages.locale}
      defaultLocale="en"
      messages={messages.catalogue}
      timeZone={HAWAII_TIME_ZONE}
    >
      {children}
    </IntlProvider>
  );
}

/** Only the chosen language's catalogue is fetched: each is its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue =
    locale === 'ja'
      ? (await import('@nsg/domain/i18n/messages/ja.ts')).default
      : (await import('@nsg/domain/i18n/messages/en.ts')).default;
  return { locale, catalogue };
}
