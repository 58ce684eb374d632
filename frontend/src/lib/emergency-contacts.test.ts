import { describe, expect, it } from 'vitest';
import { catalogues } from '@nsg/domain/i18n/translate.ts';
import {
  EMERGENCY_CONTACTS,
  SAFETY_PAGE_CONTACTS,
  contactNameId,
  formatCoordinates,
  smsLink,
  telLink,
} from './emergency-contacts.ts';
import {
  LOCATION_OPTIONS,
  canRetryLocation,
  locationErrorKind,
  locationErrorMessageId,
} from './geolocation/location-errors.ts';
import { formatPrice } from './format-price.ts';

const { en } = catalogues;

describe('emergency helpers', () => {
  it('dials digits only', () => {
    expect(telLink('(808) 723-7800')).toBe('tel:8087237800');
    expect(EMERGENCY_CONTACTS.map((contact) => en[contactNameId(contact)])).toEqual([
      '911 Emergency',
      'Ocean Safety',
      'Poison Control',
      'Coast Guard',
      'Non-Emergency Police',
    ]);
  });

  it('texts coordinates with 6 decimals', () => {
    const position = { latitude: 21.66412345, longitude: -158.0539 };
    expect(formatCoordinates(position)).toBe('21.664123, -158.053900');
    const smsText = ({ coordinates, mapLink }: { coordinates: string; mapLink: string }) =>
      `Help ${coordinates} ${mapLink}`;
    expect(decodeURIComponent(smsLink(position, smsText))).toBe(
      'sms:?&body=Help 21.664123, -158.053900 https://maps.google.com/?q=21.664123,-158.053900',
    );
  });

  it('maps geolocation errors to the spec texts; no retry once denied', () => {
    expect(LOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 300_000 });
    expect(en[locationErrorMessageId(locationErrorKind(1))]).toBe(
      'Location access was denied. Please enable location permissions in your browser settings to use location-based features.',
    );
    expect(en[locationErrorMessageId(locationErrorKind(3))]).toBe(
      'Location request timed out. Please try again or check your internet connection.',
    );
    expect(canRetryLocation('denied')).toBe(false);
    expect(canRetryLocation('timeout')).toBe(true);
  });

  it('shows prices in dollars with 2 decimals', () => {
    expect(formatPrice(2499)).toBe('$24.99');
    expect(formatPrice(500)).toBe('$5.00');
  });
});
describe('emergency numbers', () => {
  it('the safety section and offline guide give the same numbers as the SOS dialog', () => {
    expect(SAFETY_PAGE_CONTACTS.map((c) => en[contactNameId(c)])).toEqual(['Ocean Safety', 'Coast Guard']);
    for (const contact of SAFETY_PAGE_CONTACTS) expect(EMERGENCY_CONTACTS).toContainEqual(contact);
  });
});
