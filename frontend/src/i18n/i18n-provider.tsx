import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import { HAWAII_TIME_ZONE, type Locale } from '@nsg/domain/shared/locales.ts';
import type { Catalogue, FirstScreenCatalogue, MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { messagePartsFor, type MessagePart } from '@nsg/domain/i18n/message-parts.ts';

export interface Messages {
  locale: Locale;
  catalogue: FirstScreenCatalogue | Catalogue;
}

/**
 * The catalogue's later parts: `pages` (every visitor page after the first screens) and `portal` (the
 * advertiser portal and admin pages, English in every language). Each is fetched once, by the first route
 * that needs it (see `ensureMessagesFor`), and merged into whatever catalogue the provider was given.
 */
type PartCatalogue = Record<string, string>;
const parts = {
  loaded: new Map<string, PartCatalogue>(),
  loading: new Map<string, Promise<void>>(),
  /** Moves on each part loaded: the provider's snapshot. */
  version: 0,
  listeners: new Set<() => void>(),
};
const PARTS: readonly MessagePart[] = ['pages', 'portal'];

/** What the provider last rendered with, for `translateNow`. */
let rendered: Messages | undefined;
let intlNow: { base: Messages['catalogue']; version: number; intl: IntlShape } | undefined;

/** Messages and formats of the visitor's language; every date and time in Hawaii time. */
export function I18nProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  const version = useSyncExternalStore(
    subscribeToParts,
    () => parts.version,
    () => parts.version,
  );
  const catalogue = useMemo(
    () => withLoadedParts(messages.locale, messages.catalogue),
    // `version` moves whenever a part is loaded into the module's store, which the memo reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule cannot see that store
    [messages.locale, messages.catalogue, version],
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

function withLoadedParts(locale: Locale, base: Messages['catalogue']): Messages['catalogue'] {
  const loaded = PARTS.map((part) => parts.loaded.get(`${part}:${locale}`)).filter((part) => part);
  return loaded.length === 0 ? base : Object.assign({}, base, ...loaded);
}

function subscribeToParts(listener: () => void) {
  parts.listeners.add(listener);
  return () => parts.listeners.delete(listener);
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

const importPart = (part: MessagePart, locale: Locale): Promise<{ default: PartCatalogue }> =>
  part === 'portal'
    ? import('@nsg/domain/i18n/messages/portal.en.ts')
    : locale === 'ja'
      ? import('@nsg/domain/i18n/messages/pages.ja.ts')
      : import('@nsg/domain/i18n/messages/pages.en.ts');

function ensurePart(part: MessagePart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  let loading = parts.loading.get(key);
  if (!loading) {
    loading = importPart(part, locale).then(({ default: catalogue }) => {
      parts.loaded.set(key, catalogue);
      parts.version += 1;
      for (const listener of parts.listeners) listener();
    });
    parts.loading.set(key, loading);
  }
  return loading;
}

/** Fetches, once, the messages the page at `pathname` needs beyond the first screens'. */
export function ensureMessagesFor(pathname: string, locale: Locale = rendered?.locale ?? 'en') {
  const needed = messagePartsFor(pathname);
  return needed.length === 0 ? undefined : Promise.all(needed.map((part) => ensurePart(part, locale)));
}

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
  if (intlNow?.base !== base || intlNow.version !== parts.version) {
    const messages = withLoadedParts(locale, base);
    intlNow = {
      base,
      version: parts.version,
      intl: createIntl({ locale, defaultLocale: 'en', messages, timeZone: HAWAII_TIME_ZONE }),
    };
  }
  return intlNow.intl.formatMessage({ id }, values);
}
