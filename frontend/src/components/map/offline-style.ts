import type { StyleSpecification } from 'maplibre-gl';
import { NORTH_SHORE_ROADS } from './data/north-shore-roads.ts';
import { OAHU_COASTLINE } from './data/oahu-coastline.ts';

export const OFFLINE_ATTRIBUTION =
  'Coastline and roads © OpenStreetMap contributors (ODbL); place names: GeoNames (CC BY 4.0)';

type GeoJsonData = StyleSpecification['sources'][string] extends { data: infer D } ? D : never;

/** A network-free style: sea background, Oʻahu's land and coastline, the North Shore's main roads. */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    oahu: {
      type: 'geojson',
      data: OAHU_COASTLINE as unknown as GeoJsonData,
      attribution: OFFLINE_ATTRIBUTION,
    },
    roads: { type: 'geojson', data: NORTH_SHORE_ROADS as unknown as GeoJsonData },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#cfe8f3' } },
    { id: 'land', type: 'fill', source: 'oahu', paint: { 'fill-color': '#f2efe4' } },
    { id: 'coastline', type: 'line', source: 'oahu', paint: { 'line-color': '#6b8fa3', 'line-width': 1.5 } },
    {
      id: 'road-casing',
      type: 'line',
      source: 'roads',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#a08c62', 'line-width': ['interpolate', ['linear'], ['zoom'], 9, 2, 14, 7] },
    },
    {
      id: 'roads',
      type: 'line',
      source: 'roads',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#f6d47a', 'line-width': ['interpolate', ['linear'], ['zoom'], 9, 1, 14, 5] },
    },
  ],
};

/** The offline style with its data's attribution in the visitor's language. */
export function offlineStyleAttributed(attribution: string): StyleSpecification {
  return {
    ...OFFLINE_STYLE,
    sources: {
      ...OFFLINE_STYLE.sources,
      oahu: { ...OFFLINE_STYLE.sources.oahu!, attribution } as StyleSpecification['sources'][string],
    },
  };
}

/** The online style when one is configured and the browser is online; otherwise the offline one. */
export function chooseInitialStyle(
  styleUrl: string | undefined,
  online: boolean,
  offline: StyleSpecification = OFFLINE_STYLE,
): string | StyleSpecification {
  return styleUrl && online ? styleUrl : offline;
}

type Bounds = [[number, number], [number, number]];

/** South-west and north-east corners around the points, or null when there is nothing to fit. */
export function boundsOf(points: { latitude: number; longitude: number }[]): Bounds | null {
  if (points.length === 0) return null;
  const lngs = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
