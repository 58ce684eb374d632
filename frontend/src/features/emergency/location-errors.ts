/** Location lookup options (spec 000 §9): high accuracy, cached position up to 5 minutes. */
export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};
/** The surf alert asks with a shorter timeout. */
export const ALERT_LOCATION_OPTIONS: PositionOptions = { ...LOCATION_OPTIONS, timeout: 10_000 };

export const LOCATION_ERROR_TEXTS = {
  denied:
    'Location access was denied. Please enable location permissions in your browser settings to use location-based features.',
  unavailable:
    "Your location could not be determined. Please check your device's GPS settings and try again.",
  timeout: 'Location request timed out. Please try again or check your internet connection.',
  other: 'An unexpected error occurred while trying to get your location. Please try again.',
  unsupported:
    'Your browser does not support location services. Please use a modern browser to access location-based features.',
} as const;

export type LocationErrorKind = keyof typeof LOCATION_ERROR_TEXTS;

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function locationErrorKind(code: number): LocationErrorKind {
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'other';
}

/** "Try again" is offered unless permission was denied (or the browser cannot locate at all). */
export const canRetryLocation = (kind: LocationErrorKind) => kind !== 'denied' && kind !== 'unsupported';
