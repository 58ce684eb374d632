import { describe, expect, it } from 'vitest';
import { translator } from '@nsg/domain/i18n/translate.ts';
import {
  type BeachDistance,
  type GeoBeach,
  beachCoordinates,
  directionsUrl,
  distanceMeters,
  formatDistance,
  roundedMiles,
  nearbyBeachMessage,
  nearbyBeachText,
  nearbyBeaches,
  nearestBeach,
} from './geo.ts';

const pipeline = {
  id: 1,
  name: 'Banzai Pipeline',
  latitude: '21.665000',
  longitude: '-158.053000',
  geofenceRadius: 500,
};
const waimea = {
  id: 2,
  name: 'Waimea Bay',
  latitude: '21.641000',
  longitude: '-158.066000',
  geofenceRadius: null,
};
const broken = { id: 3, name: 'Nowhere', latitude: '123', longitude: '-158' };

describe('distance and geofence', () => {
  it('measures great-circle distance with an Earth radius of 6371 km', () => {
    // One degree of latitude is 6371 km × π / 180.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111194.93,
      1,
    );
  });

  it('rejects invalid coordinates with the spec texts', () => {
    expect(() => distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 91, longitude: 0 })).toThrow(
      'Invalid GPS coordinates provided',
    );
    expect(() => distanceMeters({ latitude: 0, longitude: 181 }, { latitude: 0, longitude: 0 })).toThrow(
      'Invalid user GPS coordinates',
    );
  });

  it('formats metres below 1,000 and kilometres with one decimal above', () => {
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(2345)).toBe('2.3 km');
  });

  it('finds the nearest beach within 2,000 m, skipping invalid coordinates; default geofence 500 m', () => {
    expect(beachCoordinates(broken)).toBeNull();
    const atPipeline = nearestBeach({ latitude: 21.6652, longitude: -158.0531 }, [broken, waimea, pipeline]);
    expect(atPipeline?.beach.name).toBe('Banzai Pipeline');
    expect(atPipeline?.insideGeofence).toBe(true);
    expect(nearbyBeachMessage(atPipeline!)).toBe(
      "You're at Banzai Pipeline. Check the conditions before going in.",
    );

    // ~700 m north of Waimea: nearby but outside its default 500 m geofence.
    const nearWaimea = nearestBeach({ latitude: 21.6473, longitude: -158.066 }, [waimea]);
    expect(nearWaimea?.insideGeofence).toBe(false);
    expect(nearbyBeachMessage(nearWaimea!)).toBe("You're 701 m from Waimea Bay.");

    expect(nearestBeach({ latitude: 21.3, longitude: -157.8 }, [pipeline, waimea])).toBeNull();
  });

  it('says the same through the catalogue, in English and in Japanese', () => {
    const atPipeline = nearestBeach({ latitude: 21.6652, longitude: -158.0531 }, [pipeline])!;
    const nearWaimea = nearestBeach({ latitude: 21.6473, longitude: -158.066 }, [waimea])!;
    const say = (locale: 'en' | 'ja', nearest: BeachDistance<GeoBeach>) => {
      const { id, values } = nearbyBeachText(nearest);
      return translator(locale)(id, values);
    };
    expect(say('en', atPipeline)).toBe(nearbyBeachMessage(atPipeline));
    expect(say('en', nearWaimea)).toBe(nearbyBeachMessage(nearWaimea));
    expect(say('ja', nearWaimea)).toBe('Waimea Bay から 701 m の場所にいます。');
  });
});

describe('nearby beaches on a beach page', () => {
  const at = (id: number, name: string, latitude: string | null, longitude: string | null) => ({
    id,
    name,
    latitude,
    longitude,
  });
  const pipelineBeach = at(1, 'Banzai Pipeline', '21.664800', '-158.053400');
  const all = [
    pipelineBeach,
    at(2, 'Sunset Beach', '21.677800', '-158.041000'),
    at(3, 'Waimea Bay', '21.641300', '-158.065700'),
    at(4, 'Sharks Cove', '21.653900', '-158.063100'),
    at(8, 'Kawela Bay', '21.698000', '-157.993000'),
    at(9, 'Nowhere', null, null),
  ];

  it('lists the three nearest, nearest first, never the beach itself, skipping beaches without coordinates', () => {
    const nearest = nearbyBeaches(pipelineBeach, all);
    expect(nearest.map((n) => n.beach.name)).toEqual(['Sharks Cove', 'Sunset Beach', 'Waimea Bay']);
    expect(nearest.map((n) => roundedMiles(n.meters))).toEqual([1, 1.2, 1.8]);
  });

  it('links to directions only where the beach has coordinates', () => {
    expect(directionsUrl(pipelineBeach)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=21.6648,-158.0534',
    );
    expect(directionsUrl(at(9, 'Nowhere', null, null))).toBeNull();
  });
});
