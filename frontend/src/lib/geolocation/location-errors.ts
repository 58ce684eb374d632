/** Location lookup options (spec 000 §9): high accuracy, cached position up to 5 minutes. */
export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};
/** The surf alert asks with a shorter timeout. */
export const ALERT_LOCATION_OPTIONS: PositionOptions = { ...LOCATION_OPTIONS, timeout: 10_000 };

export type LocationErrorKind = 'denied' | 'unavailable' | 'timeout' | 'other' | 'unsupported';

/** The message (spec texts, in the catalogues) for a kind of location error. */
export const locationErrorMessageId = (kind: LocationErrorKind) => `location.${kind}` as const;

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function locationErrorKind(code: number): LocationErrorKind {
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'other';
}

/** "Try again" is offered unless permission was denied (or the browser cannot locate at all). */
export const canRetryLocation = (kind: LocationErrorKind) => kind !== 'denied' && kind !== 'unsupported';
