import { Anchor } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { LOCALE_COOKIE, pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';
import { useLocale, useT } from './use-t.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice where the server reads it, so later visits open in that language. */
export function saveLocaleChoice(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * The same page in the other language. A full page load: only the chosen language's messages are
 * fetched, and the router's base path changes with it; the server saves the choice and drops `lang`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const other = t('language.switchTo') as Locale;
  // The router's location is inside its base path; its history's is the whole path (the address bar's).
  const { searchStr, hash } = useLocation();
  const { history } = useRouter();
  // The link names the choice too, so a tap before the app has taken over the page (no click handler yet)
  // is saved by the server instead of being sent back by the browser's Accept-Language.
  const search = new URLSearchParams(searchStr);
  search.set('lang', other);
  const href = `${pathInLocale(history.location.pathname, other)}?${search}${hash ? `#${hash}` : ''}`;
  return (
    <Anchor
      href={href}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => saveLocaleChoice(other)}
      data-current-locale={locale}
    >
      {t('language.switch')}
    </Anchor>
  );
}
