import type { BeachExposure } from '../../conditions/beach-hazard.ts';

/**
 * Each seeded beach's exposure to swell, by beach id. Swell windows follow the direction each stretch of
 * shore faces (from the beach's coordinates on the shoreline); thresholds are breaking-face heights set
 * against the NWS Honolulu high-surf criteria for north-facing shores (advisory 15 ft, warning 25 ft) and
 * each beach's shelter and reef. Admins can replace a profile; the source says what it rests on, and
 * sourceJa says the same in Japanese.
 */
const SHORE = 'Shoreline orientation from the beach coordinates';
const NWS_CRITERIA = 'thresholds set below the NWS Honolulu high-surf criteria for north-facing shores';
const SHORE_JA = 'ビーチの座標から求めた海岸線の向き';
const NWS_CRITERIA_JA = 'しきい値は、北向きの海岸に対する NWS ホノルルの高波基準より低く設定しています';

export const SEED_BEACH_EXPOSURES: Readonly<Record<number, BeachExposure>> = {
  1: {
    swellWindow: { fromDeg: 270, toDeg: 45 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '6-12 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NNW, open W to NE); ${NWS_CRITERIA}, lowered for the shallow reef and shorebreak`,
    sourceJa: `${SHORE_JA}（北北西向きで、西から北東に開けています）。${NWS_CRITERIA_JA}。浅いリーフとショアブレイクのため、さらに低くしています`,
  },
  2: {
    swellWindow: { fromDeg: 270, toDeg: 50 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '6-15 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW to N, open W to NE); ${NWS_CRITERIA}, lowered for the shore rip and shorebreak`,
    sourceJa: `${SHORE_JA}（北西から北向きで、西から北東に開けています）。${NWS_CRITERIA_JA}。岸沿いの離岸流とショアブレイクのため、さらに低くしています`,
  },
  3: {
    swellWindow: { fromDeg: 285, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 15,
    typicalSurf: { winter: '4-15 ft', summer: '0-1 ft' },
    source: `${SHORE} (bay mouth faces NW, open WNW to NNE); ${NWS_CRITERIA}, lowered for the shorebreak`,
    sourceJa: `${SHORE_JA}（湾口は北西向きで、西北西から北北東に開けています）。${NWS_CRITERIA_JA}。ショアブレイクのため、さらに低くしています`,
  },
  4: {
    swellWindow: { fromDeg: 300, toDeg: 30 },
    highFaceFt: 4,
    extremeFaceFt: 8,
    typicalSurf: { winter: '3-8 ft', summer: '0-1 ft' },
    source: `${SHORE} (rocky cove facing N, sheltered from west swell by the point); ${NWS_CRITERIA}, low because waves wash over the reef`,
    sourceJa: `${SHORE_JA}（北向きの岩場の入り江で、岬が西からのうねりを遮ります）。${NWS_CRITERIA_JA}。波がリーフの上を洗うため、特に低くしています`,
  },
  5: {
    swellWindow: { fromDeg: 270, toDeg: 0 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces WNW beside the harbor breakwater, open W to N); ${NWS_CRITERIA}`,
    sourceJa: `${SHORE_JA}（港の防波堤の隣で西北西向き、西から北に開けています）。${NWS_CRITERIA_JA}`,
  },
  6: {
    swellWindow: { fromDeg: 280, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW, open W to NNE); ${NWS_CRITERIA}`,
    sourceJa: `${SHORE_JA}（北西向きで、西から北北東に開けています）。${NWS_CRITERIA_JA}`,
  },
  7: {
    swellWindow: { fromDeg: 280, toDeg: 20 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '3-8 ft', summer: '0-2 ft' },
    source: `${SHORE} (faces NW, open W to NNE); ${NWS_CRITERIA}`,
    sourceJa: `${SHORE_JA}（北西向きで、西から北北東に開けています）。${NWS_CRITERIA_JA}`,
  },
  8: {
    swellWindow: { fromDeg: 330, toDeg: 30 },
    highFaceFt: 6,
    extremeFaceFt: 12,
    typicalSurf: { winter: '1-3 ft', summer: '0-1 ft' },
    source: `${SHORE} (reef-sheltered bay facing N: only N swell reaches it head-on); ${NWS_CRITERIA}`,
    sourceJa: `${SHORE_JA}（リーフに守られた北向きの湾で、正面から届くのは北からのうねりだけです）。${NWS_CRITERIA_JA}`,
  },
  9: {
    swellWindow: { fromDeg: 290, toDeg: 30 },
    highFaceFt: 4,
    extremeFaceFt: 8,
    typicalSurf: { winter: '3-8 ft', summer: '0-1 ft' },
    source: `${SHORE} (faces NW, open WNW to NNE); ${NWS_CRITERIA}, low because waves cover the reef tables`,
    sourceJa: `${SHORE_JA}（北西向きで、西北西から北北東に開けています）。${NWS_CRITERIA_JA}。波がリーフのテーブルを覆うため、特に低くしています`,
  },
};
