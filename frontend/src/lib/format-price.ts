/** Cents as US dollars written for the visitor's language: 2499 → "$24.99" (in English and Japanese alike). */
export function formatPrice(cents: number, locale: string = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
