const PIPELINE_IMAGE = '/images/beaches/pipeline.svg';
const NAMED_IMAGES: [string, string][] = [
  ['pipeline', PIPELINE_IMAGE],
  ['sunset', '/images/beaches/sunset.svg'],
  ['waimea', '/images/beaches/waimea.svg'],
  ['sharks', '/images/beaches/sharks_cove.svg'],
];

/** A beach's picture: by name (pipeline, sunset, waimea, sharks), else the beach's own image, else Pipeline. */
export function beachImage(beach: { name: string; image: string | null }): string {
  const name = beach.name.toLowerCase();
  return NAMED_IMAGES.find(([key]) => name.includes(key))?.[1] ?? (beach.image || PIPELINE_IMAGE);
}
export const BEACH_FALLBACK_IMAGE = PIPELINE_IMAGE;
