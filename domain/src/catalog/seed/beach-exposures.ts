import type { BeachExposure } from '../../conditions/beach-hazard.ts';

/**
 * Each seeded beach's exposure to swell, by beach id. Swell windows follow the direction each stretch of
 * shore faces (from the beach's coordinates on the shoreline); thresholds are breaking-face heights set
 * against the NWS Honolulu high-surf criteria for north-facing shores (advisory 15 ft, warning 25 ft) and
 * each beach's shelter and reef. Admins can replace a profile; the source says what it rests on.
 */
const SHORE = 'Shoreline orientation from the beach coordinates';
const NWS_CRITERIA = 'thresholds set below the NWS Honolulu high-surf criteria for north-facing shores';

export const SEED_BEACH_EXPOSURES: Readonly<Record<number, BeachExposure>> = {
  1: {
    swellWindow: { fromDeg: 270, toDeg: 45 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '6-12 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NNW, open W to NE); ${NWS_CRITERIA}, lowered for the shallow reef and shorebreak`,
  },
  2: {
    swellWindow: { fromDeg: 270, toDeg: 50 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '6-15 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW to N, open W to NE); ${NWS_CRITERIA}, lowered for the shore rip and shorebreak`,
  },
  3: {
    swellWindow: { fromDeg: 285, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 15,
    typicalSurf: { winter: '4-15 ft', summer: '0-1 ft' },
    source: `${SHORE} (bay mouth faces NW, open WNW to NNE); ${NWS_CRITERIA}, lowered for the shorebreak`,
  },
  4: {
    swellWindow: { fromDeg: 300, toDeg: 30 },
    highFaceFt: 4,
    extremeFaceFt: 8,
    typicalSurf: { winter: '3-8 ft', summer: '0-1 ft' },
    source: `${SHORE} (rocky cove facing N, sheltered from west swell by the point); ${NWS_CRITERIA}, low because waves wash over the reef`,
  },
  5: {
    swellWindow: { fromDeg: 270, toDeg: 0 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces WNW beside the harbor breakwater, open W to N); ${NWS_CRITERIA}`,
  },
  6: {
    swellWindow: { fromDeg: 280, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW, open W to NNE); ${NWS_CRITERIA}`,
  },
  7: {
    swellWindow: { fromDeg: 280, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW, open W to NNE); ${NWS_CRITERIA}`,
  },
  8: {
    swellWindow: { fromDeg: 330, toDeg: 30 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '1-3 ft', summer: '0-1 ft' },
    source: `${SHORE} (reef-sheltered bay facing N: only N swell reaches it head-on); ${NWS_CRITERIA}`,
  },
  9: {
    swellWindow: { fromDeg: 290, toDeg: 30 },
    highFaceFt: 4,
    extremeFaceFt: 8,
    typicalSurf: { winter: '3-8 ft', summer: '0-1 ft' },
    source: `${SHORE} (faces NW, open WNW to NNE); ${NWS_CRITERIA}, low because waves cover the reef tables`,
  },
};
