import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import { HAWAII_TIME_ZONE, type Locale } from '@nsg/domain/shared/locales.ts';
import type { Catalogue, FirstScreenCatalogue, MessageId } from '@nsg/domain/i18n/messages/en.ts';
import type { PagesCatalogue } from '@nsg/domain/i18n/messages/pages.en.ts';

export interface Messages {
  locale: Locale;
  catalogue: FirstScreenCatalogue | Catalogue;
}

/**
 * The other pages' messages, fetched once by the first route that needs them (see `ensurePageMessages`)
 * and merged into whatever catalogue the provider was given.
 */
const pageMessages = {
  catalogues: {} as Partial<Record<Locale, PagesCatalogue>>,
  loading: {} as Partial<Record<Locale, Promise<void>>>,
  listeners: new Set<() => void>(),
};
/** What the provider last rendered with, for `translateNow`. */
let rendered: Messages | undefined;
let intlNow: { base: Messages['catalogue']; pages?: PagesCatalogue; intl: IntlShape } | undefined;

/** Messages and formats of the visitor's language; every date and time in Hawaii time. */
export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const pages = useSyncExternalStore(subscribeToPageMessages, () => pageMessages.catalogues[messages.locale]);
  const catalogue = useMemo(
    () => (pages ? { ...messages.catalogue, ...pages } : messages.catalogue),
    [messages.catalogue, pages],
  );
  rendered = messages;
  return (
    <IntlProvider
      locale={messages.locale}
      defaultLocale="en"
      messages={catalogue}
      timeZone={HAWAII_TIME_ZONE}
    >
      {children}
    </IntlProvider>
  );
}

function subscribeToPageMessages(listener: () => void) {
  pageMessages.listeners.add(listener);
  return () => pageMessages.listeners.delete(listener);
}

/** Only the chosen language's catalogue is fetched: each is its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue =
    locale === 'ja'
      ? (await import('@nsg/domain/i18n/messages/ja.ts')).default
      : (await import('@nsg/domain/i18n/messages/en.ts')).default;
  rendered ??= { locale, catalogue };
  return { locale, catalogue };
}

/** Fetches the other pages' messages in the visitor's language, once. */
export function ensurePageMessages(locale: Locale = rendered?.locale ?? 'en'): Promise<void> {
  pageMessages.loading[locale] ??= (
    locale === 'ja'
      ? import('@nsg/domain/i18n/messages/pages.ja.ts')
      : import('@nsg/domain/i18n/messages/pages.en.ts')
  ).then(({ default: catalogue }) => {
    pageMessages.catalogues[locale] = catalogue;
    for (const listener of pageMessages.listeners) listener();
  });
  return pageMessages.loading[locale];
}

/** The first screens (home and beach pages) need only the first catalogue. */
export const needsPageMessages = (pathname: string) => !/^(\/ja)?(\/|\/beach\/[^/]*\/?)?$/.test(pathname);

/** The language the app was rendered in, for texts made outside React (API errors). */
export const renderedLocale = (): Locale => rendered?.locale ?? 'en';

/** A route's `<title>`: the page's own name, then the site's. */
export const pageTitle = (title: string) => `${title} | North Shore Guide`;

/**
 * `t` outside React, for route titles: the message in the language the app was rendered in. Page
 * routes have fetched their messages before their `head` runs.
 */
export function translateNow(id: MessageId, values?: Record<string, string | number>): string {
  if (!rendered) return id;
  const { locale, catalogue: base } = rendered;
  const pages = pageMessages.catalogues[locale];
  if (intlNow?.base !== base || intlNow.pages !== pages) {
    const messages = pages ? { ...base, ...pages } : base;
    intlNow = {
      base,
      pages,
      intl: createIntl({ locale, defaultLocale: 'en', messages, timeZone: HAWAII_TIME_ZONE }),
    };
  }
  return intlNow.intl.formatMessage({ id }, values);
}
