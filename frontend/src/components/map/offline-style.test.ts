import { describe, expect, it } from 'vitest';
import { NORTH_SHORE_ROADS } from './data/north-shore-roads.ts';
import { OAHU_COASTLINE } from './data/oahu-coastline.ts';
import { boundsOf, chooseInitialStyle, OFFLINE_STYLE } from './offline-style.ts';

describe('offline map style', () => {
  it('uses the online style only when configured and online', () => {
    expect(chooseInitialStyle('https://tiles.example/style.json', true)).toBe(
      'https://tiles.example/style.json',
    );
    expect(chooseInitialStyle('https://tiles.example/style.json', false)).toBe(OFFLINE_STYLE);
    expect(chooseInitialStyle('', true)).toBe(OFFLINE_STYLE);
    expect(chooseInitialStyle(undefined, true)).toBe(OFFLINE_STYLE);
  });

  it('ships Oahu land that covers the North Shore', () => {
    expect((OFFLINE_STYLE.sources.oahu as { data: unknown }).data).toBe(OAHU_COASTLINE);
    const ring = OAHU_COASTLINE.features[0]?.geometry.coordinates[0]?.[0] ?? [];
    const lats = ring.map((point) => point[1] ?? 0);
    expect(Math.max(...lats)).toBeGreaterThan(21.65);
    expect(ring.length).toBeGreaterThan(20);
  });

  it('ships Kamehameha Hwy along the North Shore, from Haleʻiwa to Kahuku', () => {
    expect((OFFLINE_STYLE.sources.roads as { data: unknown }).data).toBe(NORTH_SHORE_ROADS);
    expect(OFFLINE_STYLE.layers.map((layer) => layer.id)).toContain('roads');
    const route83: (readonly number[])[] = [];
    for (const road of NORTH_SHORE_ROADS.features) {
      if (road.properties.ref === 'HI 83') route83.push(...road.geometry.coordinates);
    }
    const near = (lng: number, lat: number) =>
      route83.some(
        ([x = 0, y = 0]) => Math.hypot((x - lng) * Math.cos((lat * Math.PI) / 180), y - lat) < 0.01,
      );
    expect(near(-158.1, 21.59)).toBe(true); // Haleʻiwa
    expect(near(-158.06, 21.64)).toBe(true); // Waimea Bay
    expect(near(-158.03, 21.68)).toBe(true); // Sunset Beach
    expect(near(-157.952, 21.68)).toBe(true); // Kahuku
    expect(near(-157.923, 21.645)).toBe(true); // Lāʻie
  });

  it('fits bounds around the filtered points', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { latitude: 21.59, longitude: -158.1 },
        { latitude: 21.68, longitude: -157.97 },
        { latitude: 21.64, longitude: -158.06 },
      ]),
    ).toEqual([
      [-158.1, 21.59],
      [-157.97, 21.68],
    ]);
  });
});
