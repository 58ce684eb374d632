import type { Locale } from '@nsg/domain/shared/locales.ts';
/** Session-storage flags that carry a section link's intent across the navigation to home (spec 000 §2). */
export const SCROLL_TO_SECTION_KEY = 'scrollToSection';
export const SHOW_OFFLINE_GUIDE_KEY = 'showOfflineGuide';
/** Fired on window; the safety section switches to its offline-guide view. */
export const SHOW_OFFLINE_GUIDE_EVENT = 'show-offline-guide';

export const HOME_SECTIONS = [
  { id: 'beaches', label: 'nav.beaches' },
  { id: 'businesses', label: 'nav.businesses' },
  { id: 'safety', label: 'nav.safety' },
  { id: 'weather', label: 'nav.weather' },
  { id: 'board-hub', label: 'nav.boardHub' },
  { id: 'safety-info', label: 'nav.safetyInfo' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

const STORED_SECTION_DELAY_MS = 300;
const OFFLINE_GUIDE_DELAY_MS = 1000;

export function scrollToSection(sectionId: string): boolean {
  const element = document.getElementById(sectionId);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/** Scrolls to the safety info, then asks the safety section to open its offline guide. */
export function openOfflineGuideHere(): () => void {
  scrollToSection('safety-info');
  const timer = window.setTimeout(
    () => window.dispatchEvent(new CustomEvent(SHOW_OFFLINE_GUIDE_EVENT)),
    OFFLINE_GUIDE_DELAY_MS,
  );
  return () => window.clearTimeout(timer);
}

export function rememberSectionForHome(sectionId: string, { showOfflineGuide = false } = {}) {
  sessionStorage.setItem(SCROLL_TO_SECTION_KEY, sectionId);
  if (showOfflineGuide) sessionStorage.setItem(SHOW_OFFLINE_GUIDE_KEY, 'true');
}

/** On home load: scroll smoothly to a remembered section after 300 ms. Returns a cancel function. */
export function scrollToRememberedSection(): () => void {
  const sectionId = sessionStorage.getItem(SCROLL_TO_SECTION_KEY);
  if (!sectionId) return () => {};
  sessionStorage.removeItem(SCROLL_TO_SECTION_KEY);
  const timer = window.setTimeout(() => scrollToSection(sectionId), STORED_SECTION_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** For the safety section: whether a link elsewhere asked for the offline guide (the flag is consumed). */
export function takeShowOfflineGuideFlag(): boolean {
  if (typeof sessionStorage === 'undefined') return false; // the server's first screen
  const requested = sessionStorage.getItem(SHOW_OFFLINE_GUIDE_KEY) === 'true';
  sessionStorage.removeItem(SHOW_OFFLINE_GUIDE_KEY);
  return requested;
}

/** A home page section's address in the visitor's language: `/#beaches`, `/ja/#beaches`. */
export const sectionHref = (sectionId: string, locale: Locale) =>
  `${locale === 'en' ? '' : `/${locale}`}/#${sectionId}`;
