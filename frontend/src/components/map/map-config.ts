/** Spec 000 §2: map centres, zooms and heights. */
export const TRAFFIC_MAP = { center: { latitude: 21.63, longitude: -158.075 }, zoom: 12 } as const;
export const BUSINESS_MAP = { center: { latitude: 21.6244, longitude: -158.0586 }, zoom: 12 } as const;
export const TRAFFIC_SECTION_HEIGHT_PX = 700;
export const MAP_LABEL_MAX_CHARS = 16;
export const MAP_FILTERS = ['all', 'Food & Drink', 'Hotels & Lodging', 'Services', 'Other'] as const;
export type MapFilter = (typeof MAP_FILTERS)[number];

/** 350 px below 768 wide, 450 px below 1024, else 500 px. */
export function mapHeight(viewportWidth: number): number {
  if (viewportWidth < 768) return 350;
  if (viewportWidth < 1024) return 450;
  return 500;
}

export function truncateLabel(name: string, max = MAP_LABEL_MAX_CHARS): string {
  return name.length <= max ? name : `${name.slice(0, max)}...`;
}

/** Which map filter a business category falls under. */
export function mapFilterOf(category: string): Exclude<MapFilter, 'all'> {
  return category === 'Food & Drink' || category === 'Hotels & Lodging' || category === 'Services'
    ? category
    : 'Other';
}

/** Keyless default style; configurable at build time with VITE_MAP_STYLE_URL. */
export const MAP_STYLE_URL: string =
  (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) ??
  'https://tiles.openfreemap.org/styles/liberty';
