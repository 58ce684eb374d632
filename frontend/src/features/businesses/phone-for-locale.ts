import type { Locale } from '@nsg/domain/shared/locales.ts';

/**
 * A US number as written for the visitor's language: Japanese readers get the country code and hyphens,
 * the way their phones dial it ("(808) 555-0101" is "+1 808-555-0101"). Anything else stays as given.
 */
export function phoneForLocale(phone: string, locale: Locale): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (locale !== 'ja' || digits.length !== 10) return phone;
  return `+1 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
