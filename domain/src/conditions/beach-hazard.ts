import { breakingHeightM, compassPoint, feetToMetres, metresToFeet } from './surf-rules.ts';
import { untilText } from './end-time.ts';
import type { Decider } from '../shared/decider.ts';
import type { DomainEvent } from '../shared/events.ts';

export { untilText };

/**
 * A hazard rating per beach, from the live swell, the beach's exposure and the official NWS alerts.
 *
 * The rule:
 * 1. The breaking face at the open north shore comes from the buoy's significant height and dominant
 *    period (Komar & Gaughan, as on the surf card). A beach whose swell window holds the swell's
 *    direction takes that face head-on; any other swell only wraps in, at {@link WRAP_FRACTION} of it.
 * 2. The beach's own thresholds turn that face into `caution`, `high` (at or above its high threshold)
 *    or `extreme` (at or above its extreme threshold).
 * 3. NWS alerts in force set floors: a High Surf Advisory or Warning makes every exposed beach at least
 *    `high` (a Warning and the beach's extreme threshold give `extreme` through rule 2); a Tsunami
 *    Warning makes every beach `extreme`; a Tsunami Advisory or Watch, a Flood or Flash Flood Warning or
 *    Advisory make every beach at least `high`.
 * 4. Honest when blind: a reading older than the maximum age counts as missing. Without a current swell
 *    reading the rating is `unknown` unless an alert in force sets a floor; without a current alert check
 *    a low swell cannot be called `caution` (an alert may be in force), so it is `unknown` too.
 */
export const HAZARD_LEVELS = ['unknown', 'caution', 'high', 'extreme'] as const;
export type HazardLevel = (typeof HAZARD_LEVELS)[number];

/** Share of a swell's face that wraps into a beach whose window does not hold the swell's direction. */
export const WRAP_FRACTION = 0.5;
export const NO_CURRENT_READING = 'No current surf reading: check with the lifeguard';

export interface BeachExposure {
  /** Directions the swell comes from (degrees true) that reach the beach head-on, clockwise from → to. */
  swellWindow: { fromDeg: number; toDeg: number };
  /** Breaking face height (ft) at or above which the beach is `high`, and `extreme`. */
  highFaceFt: number;
  extremeFaceFt: number;
  /** Typical surf by season, shown only labelled as typical. */
  typicalSurf: { winter: string; summer: string };
  /** What the exposure and thresholds are based on. */
  source: string;
  /** The same in Japanese; profiles set before the catalog had Japanese are English only. */
  sourceJa?: string;
}

export interface SwellReading {
  /** NDBC station id, e.g. '51201'. */
  buoy: string;
  observedAt: string;
  significantHeightM: number;
  dominantPeriodS: number | null;
  /** Where the waves come from, degrees true; null when not reported. */
  directionDeg: number | null;
}

export interface OfficialAlertReading {
  event: string;
  headline: string;
  expires: string;
}

export interface AlertsReading {
  /** When NWS was last asked; an empty list at that time means no alert was in force. */
  checkedAt: string;
  alerts: OfficialAlertReading[];
}

export interface HazardInputs {
  swell: SwellReading | null;
  alerts: AlertsReading | null;
  maxAgeMinutes: number;
}

/** What a reason says, for clients that write it in the visitor's language (`text` is the English). */
export const HAZARD_REASON_CODES = [
  'swell',
  'breakingHeadOn',
  'breakingSheltered',
  'alert',
  'noExposure',
  'noReading',
  'noAlertsCheck',
  'beachFacts',
] as const;
export type HazardReasonCode = (typeof HAZARD_REASON_CODES)[number];

export interface HazardReason {
  text: string;
  /** The source whose age belongs beside the sentence, or null. */
  source: string | null;
  /** Absent on assessments recorded before reasons carried them. */
  code?: HazardReasonCode;
  values?: Record<string, string | number>;
}

export interface HazardSource {
  name: string;
  observedAt: string;
}

export interface HazardAssessment {
  level: HazardLevel;
  reasons: HazardReason[];
  sources: HazardSource[];
}

/** A beach's rating as the API serves it (`hazard` on every beach answer). */
export interface BeachHazardView {
  level: HazardLevel;
  /** Plain sentences; a swell sentence ends with the age of its reading at the time of the answer. */
  reasons: string[];
  /** The same sentences without ages, each with its source, for clients that show ages themselves. */
  reasonParts: HazardReason[];
  sources: HazardSource[];
  assessedAt: string | null;
  /** When the readings behind a known rating grow too old: past it, the rating is unknown. */
  validUntil: string | null;
}

export interface BeachToAssess {
  id: number;
  name: string;
  exposure: BeachExposure | null;
  /** The beach's safety facts as the catalog holds them, said in the reasons with their exposure. */
  facts?: BeachSafetyFacts;
}

export interface BeachSafetyFacts {
  hasLifeguards: boolean;
  /** When the lifeguards or the exposure were last set (ISO time); null when not known. */
  editedAt: string | null;
}

const BUOY_NAMES: Record<string, string> = {
  '51201': 'Waimea buoy',
  '51101': 'offshore buoy NW of Kauai',
};
export const ALERTS_SOURCE = 'NWS alerts, Oahu North Shore (HIZ007)';
export const swellSourceName = (buoy: string) =>
  `NDBC ${buoy}${BUOY_NAMES[buoy] ? ` (${BUOY_NAMES[buoy]})` : ''}`;

const rank = (level: HazardLevel) => HAZARD_LEVELS.indexOf(level);
export const higherLevel = (a: HazardLevel, b: HazardLevel) => (rank(a) >= rank(b) ? a : b);

const isFresh = (at: string, now: Date, maxAgeMinutes: number) =>
  now.getTime() - new Date(at).getTime() <= maxAgeMinutes * 60_000;

/** True when the window (clockwise from → to, wrapping through north) holds the direction. */
export function inSwellWindow(window: BeachExposure['swellWindow'], directionDeg: number): boolean {
  const d = ((directionDeg % 360) + 360) % 360;
  const { fromDeg, toDeg } = window;
  return fromDeg <= toDeg ? d >= fromDeg && d <= toDeg : d >= fromDeg || d <= toDeg;
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

function levelForFace(faceFt: number, exposure: BeachExposure): HazardLevel {
  if (faceFt >= exposure.extremeFaceFt) return 'extreme';
  if (faceFt >= exposure.highFaceFt) return 'high';
  return 'caution';
}

interface SwellVerdict {
  level: HazardLevel;
  reasons: HazardReason[];
  /** Whether the swell reaches the beach head-on (true when its direction is not reported). */
  headOn: boolean;
}

function assessSwell(swell: SwellReading, period: number, exposure: BeachExposure): SwellVerdict {
  const source = swellSourceName(swell.buoy);
  const from = compassPoint(swell.directionDeg);
  const swellText = `${from ? `${from} ` : ''}swell ${oneDecimal(metresToFeet(swell.significantHeightM))} ft at ${Math.round(period)} s at the ${BUOY_NAMES[swell.buoy] ?? `buoy ${swell.buoy}`}`;
  const openFaceFt = metresToFeet(breakingHeightM(swell.significantHeightM, period));
  const headOn = swell.directionDeg === null || inSwellWindow(exposure.swellWindow, swell.directionDeg);
  const faceFt = headOn ? openFaceFt : openFaceFt * WRAP_FRACTION;
  const level = levelForFace(faceFt, exposure);
  const faceText = `${Math.round(faceFt)} ft`;
  const band = level === 'caution' ? 'below' : level;
  const thresholdFt = level === 'extreme' ? exposure.extremeFaceFt : exposure.highFaceFt;
  const threshold =
    level === 'extreme'
      ? `at or above its ${exposure.extremeFaceFt} ft extreme threshold`
      : level === 'high'
        ? `at or above its ${exposure.highFaceFt} ft high threshold`
        : `below its ${exposure.highFaceFt} ft high threshold`;
  const beachText = headOn
    ? `Breaking faces of about ${faceText} expected here, ${threshold}`
    : `Sheltered from ${from ?? 'this'} swell: about ${faceText} wraps in, ${threshold}`;
  return {
    level,
    headOn,
    reasons: [
      {
        text: swellText,
        source,
        code: 'swell',
        values: {
          from: from ?? '',
          heightFt: Number(oneDecimal(metresToFeet(swell.significantHeightM))),
          heightM: Number(oneDecimal(swell.significantHeightM)),
          periodS: Math.round(period),
          buoy: swell.buoy,
        },
      },
      {
        text: beachText,
        source: null,
        code: headOn ? 'breakingHeadOn' : 'breakingSheltered',
        values: {
          from: from ?? '',
          faceFt: Math.round(faceFt),
          faceM: Number(oneDecimal(feetToMetres(faceFt))),
          thresholdFt,
          thresholdM: Number(oneDecimal(feetToMetres(thresholdFt))),
          band,
        },
      },
    ],
  };
}

/** What an alert does to beaches: the floor it sets, and whether only beaches the swell reaches get it. */
export function alertFloor(event: string): { floor: HazardLevel; exposedOnly: boolean } | null {
  if (/Tsunami Warning/i.test(event)) return { floor: 'extreme', exposedOnly: false };
  if (/Tsunami (Advisory|Watch)/i.test(event)) return { floor: 'high', exposedOnly: false };
  if (/High Surf (Warning|Advisory)/i.test(event)) return { floor: 'high', exposedOnly: true };
  if (/Coastal Flood (Warning|Advisory)/i.test(event)) return { floor: 'high', exposedOnly: true };
  if (/Flood (Warning|Advisory)/i.test(event)) return { floor: 'high', exposedOnly: false };
  return null;
}

function alertFloors(alerts: OfficialAlertReading[], headOn: boolean, now: Date) {
  let floor: HazardLevel | null = null;
  const reasons: HazardReason[] = [];
  const inForce = alerts
    .filter((alert) => new Date(alert.expires) > now)
    .sort((a, b) => a.event.localeCompare(b.event) || a.expires.localeCompare(b.expires));
  for (const alert of inForce) {
    const effect = alertFloor(alert.event);
    if (!effect || (effect.exposedOnly && !headOn)) continue;
    floor = floor === null ? effect.floor : higherLevel(floor, effect.floor);
    reasons.push({
      text: `NWS ${alert.event} ${untilText(alert.expires, now)}`,
      source: null,
      code: 'alert',
      values: { event: alert.event, expires: alert.expires },
    });
  }
  return { floor, reasons };
}

/** The rating of one beach at `now` (see the rule at the top of this file). */
export function assessBeachHazard(beach: BeachToAssess, inputs: HazardInputs, now: Date): HazardAssessment {
  const { swell, alerts, maxAgeMinutes } = inputs;
  const sources: HazardSource[] = [];
  if (swell) sources.push({ name: swellSourceName(swell.buoy), observedAt: swell.observedAt });
  if (alerts) sources.push({ name: ALERTS_SOURCE, observedAt: alerts.checkedAt });

  const reasons: HazardReason[] = [];
  const freshSwell = swell && isFresh(swell.observedAt, now, maxAgeMinutes) ? swell : null;
  const period = freshSwell?.dominantPeriodS ?? null;
  let verdict: SwellVerdict | null = null;
  if (!beach.exposure)
    reasons.push({ text: 'No exposure profile for this beach yet', source: null, code: 'noExposure' });
  else if (freshSwell && period !== null && period > 0)
    verdict = assessSwell(freshSwell, period, beach.exposure);
  if (!verdict) reasons.push({ text: NO_CURRENT_READING, source: null, code: 'noReading' });
  else reasons.push(...verdict.reasons);

  const freshAlerts = alerts && isFresh(alerts.checkedAt, now, maxAgeMinutes) ? alerts : null;
  const official = freshAlerts ? alertFloors(freshAlerts.alerts, verdict?.headOn ?? true, now) : null;
  if (official) reasons.push(...official.reasons);
  else reasons.push({ text: 'No current check of NWS alerts', source: null, code: 'noAlertsCheck' });
  if (beach.exposure && beach.facts) reasons.push(factsReason(beach.exposure, beach.facts));

  return { level: combine(verdict?.level ?? null, official), reasons, sources };
}

/** Which of the beach's facts the rating used, and when an admin (or the seed) last set them. */
function factsReason(exposure: BeachExposure, facts: BeachSafetyFacts): HazardReason {
  const { fromDeg, toDeg } = exposure.swellWindow;
  const editedOn = facts.editedAt ? facts.editedAt.slice(0, 10) : null;
  return {
    text:
      `Beach facts used: ${facts.hasLifeguards ? 'lifeguard tower' : 'no lifeguards'}, swell from ${fromDeg}° to ` +
      `${toDeg}° reaching it head-on, high from ${exposure.highFaceFt} ft, extreme from ${exposure.extremeFaceFt} ft` +
      (editedOn ? `; last edited ${editedOn}` : ''),
    source: null,
    code: 'beachFacts',
    values: {
      lifeguards: facts.hasLifeguards ? 'yes' : 'no',
      fromDeg,
      toDeg,
      highFt: exposure.highFaceFt,
      extremeFt: exposure.extremeFaceFt,
      edited: facts.editedAt ? 'yes' : 'no',
      editedAt: facts.editedAt ? Date.parse(facts.editedAt) : 0,
    },
  };
}

function combine(
  swellLevel: HazardLevel | null,
  official: { floor: HazardLevel | null } | null,
): HazardLevel {
  const floor = official?.floor ?? null;
  if (swellLevel === null) return floor ?? 'unknown';
  if (floor !== null) return higherLevel(swellLevel, floor);
  // With no current alert check, a low swell cannot be called safe: an alert may be in force.
  if (official === null && swellLevel === 'caution') return 'unknown';
  return swellLevel;
}

// --- The assessment stream of each beach ----------------------------------------------------------

export const beachHazardStreamId = (beachId: number) => `beach_hazard-${beachId}`;

export interface BeachHazardAssessedData extends HazardAssessment {
  beachId: number;
  beachName: string;
  assessedAt: string;
  /** Everything the rating was computed from, so a replay can recompute it. */
  inputs: HazardInputs & { exposure: BeachExposure | null; facts?: BeachSafetyFacts };
}
export type BeachHazardAssessed = DomainEvent<'conditions.BeachHazardAssessed', BeachHazardAssessedData>;

export interface AssessBeachHazard {
  kind: 'AssessBeachHazard';
  beach: BeachToAssess;
  inputs: HazardInputs;
  now: Date;
}

export interface BeachHazardState {
  level: HazardLevel | null;
  reasons: string[];
}

const sameReasons = (a: string[], b: string[]) => a.length === b.length && a.every((r, i) => r === b[i]);

/** Appends an assessment only when the rating or its reasons change: the audit of what visitors were told. */
export const beachHazardDecider: Decider<AssessBeachHazard, BeachHazardAssessed, BeachHazardState> = {
  initialState: () => ({ level: null, reasons: [] }),
  decide(command, state) {
    const assessment = assessBeachHazard(command.beach, command.inputs, command.now);
    const reasons = assessment.reasons.map((reason) => reason.text);
    if (assessment.level === state.level && sameReasons(reasons, state.reasons)) return [];
    return [
      {
        type: 'conditions.BeachHazardAssessed',
        data: {
          beachId: command.beach.id,
          beachName: command.beach.name,
          ...assessment,
          assessedAt: command.now.toISOString(),
          inputs: {
            ...command.inputs,
            exposure: command.beach.exposure,
            ...(command.beach.facts ? { facts: command.beach.facts } : {}),
          },
        },
      },
    ];
  },
  evolve: (_state, event) => ({
    level: event.data.level,
    reasons: event.data.reasons.map((reason) => reason.text),
  }),
};

/** A rise a follower is told about: to `high` or `extreme`, from a lower known level (unknown gaps skipped). */
export function isRise(previousKnown: HazardLevel | null, level: HazardLevel): boolean {
  if (level !== 'high' && level !== 'extreme') return false;
  return previousKnown === null || rank(level) > rank(previousKnown);
}
