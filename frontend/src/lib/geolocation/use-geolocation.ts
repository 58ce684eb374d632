import { useCallback, useState } from 'react';
import { LOCATION_OPTIONS, locationErrorKind, type LocationErrorKind } from './location-errors.ts';

export interface FoundPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
  altitude: number | null;
  altitudeAccuracy: number | null;
  heading: number | null;
  speed: number | null;
  timestamp: number;
}

export type LocationLookup =
  | { status: 'idle' }
  | { status: 'getting' }
  | { status: 'found'; position: FoundPosition }
  | { status: 'error'; kind: LocationErrorKind };

const toPosition = ({ coords, timestamp }: GeolocationPosition): FoundPosition => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracy: coords.accuracy,
  altitude: coords.altitude,
  altitudeAccuracy: coords.altitudeAccuracy,
  heading: coords.heading,
  speed: coords.speed,
  timestamp,
});

/** One location lookup at a time: idle → getting → found | error. */
export function useGeolocation(options: PositionOptions = LOCATION_OPTIONS) {
  const [lookup, setLookup] = useState<LocationLookup>({ status: 'idle' });

  const locate = useCallback(
    () =>
      new Promise<LocationLookup>((resolve) => {
        const finish = (next: LocationLookup) => {
          setLookup(next);
          resolve(next);
        };
        if (!('geolocation' in navigator)) {
          finish({ status: 'error', kind: 'unsupported' });
          return;
        }
        setLookup({ status: 'getting' });
        navigator.geolocation.getCurrentPosition(
          (position) => finish({ status: 'found', position: toPosition(position) }),
          (error) => finish({ status: 'error', kind: locationErrorKind(error.code) }),
          options,
        );
      }),
    [options],
  );

  return { lookup, locate };
}
