import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, preferredLocale } from './locales.ts';

describe('locales', () => {
  it('reads the language from the path prefix', () => {
    expect(localeOfPath('/ja')).toBe('ja');
    expect(localeOfPath('/ja/beach/1')).toBe('ja');
    expect(localeOfPath('/japan-trip')).toBe('en');
    expect(localeOfPath('/beach/1')).toBe('en');
  });

  it('moves a page between languages', () => {
    expect(pathInLocale('/beach/1', 'ja')).toBe('/ja/beach/1');
    expect(pathInLocale('/', 'ja')).toBe('/ja');
    expect(pathInLocale('/ja/beach/1', 'en')).toBe('/beach/1');
    expect(pathInLocale('/ja', 'en')).toBe('/');
    expect(pathInLocale('/ja/quiz', 'ja')).toBe('/ja/quiz');
  });

  it('prefers the saved choice, then the best Accept-Language tag we speak, then English', () => {
    expect(preferredLocale('en', 'ja')).toBe('en');
    expect(preferredLocale('ja', 'en-US')).toBe('ja');
    expect(preferredLocale(undefined, 'ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(preferredLocale(undefined, 'en;q=0.4, ja;q=0.8')).toBe('ja');
    expect(preferredLocale(undefined, 'fr-FR, ja;q=0')).toBe('en');
    expect(preferredLocale('de', undefined)).toBe('en');
  });
});
