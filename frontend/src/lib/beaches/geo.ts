/** Distances and geofences on the Earth's surface (spec 000 §5, §9). */
export const EARTH_RADIUS_KM = 6371;
export const DEFAULT_GEOFENCE_RADIUS_M = 500;
export const NEARBY_BEACH_DISTANCE_M = 2000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const isValidCoordinates = ({ latitude, longitude }: Coordinates) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  latitude >= -90 &&
  latitude <= 90 &&
  longitude >= -180 &&
  longitude <= 180;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(from: Coordinates, to: Coordinates): number {
  if (!isValidCoordinates(to)) throw new Error('Invalid GPS coordinates provided');
  if (!isValidCoordinates(from)) throw new Error('Invalid user GPS coordinates');
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres below 1,000 ("850 m"), else kilometres with one decimal ("2.3 km"). */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}

/** A beach's stored coordinates (strings), or null when missing or invalid: such beaches are skipped. */
export function beachCoordinates(beach: {
  latitude: string | null;
  longitude: string | null;
}): Coordinates | null {
  if (beach.latitude === null || beach.longitude === null) return null;
  if (beach.latitude.trim() === '' || beach.longitude.trim() === '') return null;
  const coordinates = { latitude: Number(beach.latitude), longitude: Number(beach.longitude) };
  return isValidCoordinates(coordinates) ? coordinates : null;
}

export interface GeoBeach {
  id: number;
  name: string;
  latitude: string | null;
  longitude: string | null;
  geofenceRadius?: number | null;
}

export interface BeachDistance<T extends GeoBeach> {
  beach: T;
  meters: number;
  insideGeofence: boolean;
}

/** The closest beach within 2,000 m of the visitor, or null. */
export function nearestBeach<T extends GeoBeach>(
  user: Coordinates,
  beaches: readonly T[],
): BeachDistance<T> | null {
  let best: BeachDistance<T> | null = null;
  for (const beach of beaches) {
    const point = beachCoordinates(beach);
    if (!point) continue;
    const meters = distanceMeters(user, point);
    if (meters > NEARBY_BEACH_DISTANCE_M) continue;
    if (best && best.meters <= meters) continue;
    best = { beach, meters, insideGeofence: meters <= (beach.geofenceRadius ?? DEFAULT_GEOFENCE_RADIUS_M) };
  }
  return best;
}

/** The nearby-beach message as a message id and its values, for the visitor's language. */
export function nearbyBeachText(nearest: BeachDistance<GeoBeach>): {
  id: 'surfAlert.nearbyAt' | 'surfAlert.nearbyDistance';
  values: Record<string, string>;
} {
  const name = nearest.beach.name;
  return nearest.insideGeofence
    ? { id: 'surfAlert.nearbyAt', values: { name } }
    : { id: 'surfAlert.nearbyDistance', values: { distance: formatDistance(nearest.meters), name } };
}

/** The nearby-beach message in the spec's English. */
export function nearbyBeachMessage(nearest: BeachDistance<GeoBeach>): string {
  return nearest.insideGeofence
    ? `You're at ${nearest.beach.name}. Check the conditions before going in.`
    : `You're ${formatDistance(nearest.meters)} from ${nearest.beach.name}.`;
}

const METRES_PER_MILE = 1609.344;

/** Miles to one decimal, as the beach pages write distances ("1.2 miles"). */
export const roundedMiles = (meters: number) => Math.round((meters / METRES_PER_MILE) * 10) / 10;

/** The beaches nearest to one, nearest first, never the beach itself; beaches without coordinates skipped. */
export function nearbyBeaches<T extends GeoBeach>(
  current: GeoBeach,
  all: readonly T[],
  count = 3,
): { beach: T; meters: number }[] {
  const here = beachCoordinates(current);
  if (!here) return [];
  return all
    .filter((beach) => beach.id !== current.id)
    .flatMap((beach) => {
      const there = beachCoordinates(beach);
      return there ? [{ beach, meters: distanceMeters(here, there) }] : [];
    })
    .sort((a, b) => a.meters - b.meters)
    .slice(0, count);
}

/** Directions to a beach in the visitor's map app (Google Maps' public directions link, no key). */
export function directionsUrl(beach: { latitude: string | null; longitude: string | null }): string | null {
  const at = beachCoordinates(beach);
  return at ? `https://www.google.com/maps/dir/?api=1&destination=${at.latitude},${at.longitude}` : null;
}
