import {
  compassPoint,
  metresToFeet,
  surfFaceFromBuoy,
  celsiusToFahrenheit,
} from '@nsg/domain/conditions/surf-rules.ts';

/** One row of an NDBC realtime2 file: its UTC time and every column by header name ("MM" → null). */
export interface NdbcRow {
  time: Date;
  values: Record<string, string | null>;
}

/**
 * NDBC realtime2 `.txt` / `.spec`: a header row (`#YY MM DD hh mm WVHT …`), a units row, then rows
 * newest first. Columns are read by their header names, because NDBC has added and moved columns
 * over the years.
 */
export function parseNdbcTable(text: string): NdbcRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const headerLine = lines.find((line) => line.startsWith('#'));
  if (!headerLine) throw new Error('NDBC file has no header row');
  const header = headerLine.replace(/^#/, '').trim().split(/\s+/);
  const rows: NdbcRow[] = [];
  for (const line of lines) {
    if (line.startsWith('#')) continue;
    const cells = line.trim().split(/\s+/);
    if (cells.length !== header.length) continue;
    const values: Record<string, string | null> = {};
    header.forEach((name, index) => {
      values[name] = cells[index] === 'MM' ? null : cells[index]!;
    });
    const year = Number(values.YY ?? values.YYYY);
    const time = new Date(
      Date.UTC(
        year < 100 ? 2000 + year : year,
        Number(values.MM) - 1,
        Number(values.DD),
        Number(values.hh),
        Number(values.mm),
      ),
    );
    if (!Number.isNaN(time.getTime())) rows.push({ time, values });
  }
  return rows;
}

const num = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const COMPASS_DEGREES: Record<string, number> = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => [compassPoint(i * 22.5)!, i * 22.5]),
);

/** What the surf card needs from one buoy at one time. */
export interface SurfObservation {
  buoy: string;
  observedAt: string;
  waveHeightM: number;
  dominantPeriodS: number | null;
  meanDirectionDeg: number | null;
  swellHeightM: number | null;
  swellPeriodS: number | null;
  swellDirection: string | null;
  windWaveHeightM: number | null;
  windWavePeriodS: number | null;
  windWaveDirection: string | null;
  waterTempF: number | null;
  tideFt: number | null;
  visibilityNmi: number | null;
  heightMinFt: number;
  heightMaxFt: number;
  height: string;
  /** Human text for the card, e.g. "NW 7.2 ft @ 15 s". */
  swell: string;
}

/**
 * The newest reading with a wave height from the standard file, joined with the spectral row of the
 * same time (or the newest spectral row when that one is missing). Null when the buoy reports no waves.
 */
export function surfFromBuoy(buoy: string, txt: string, spec: string | null): SurfObservation | null {
  const standard = parseNdbcTable(txt).find((row) => num(row.values.WVHT) !== null);
  if (!standard) return null;
  const spectralRows = spec ? parseNdbcTable(spec).filter((row) => num(row.values.SwH) !== null) : [];
  const spectral =
    spectralRows.find((row) => row.time.getTime() === standard.time.getTime()) ?? spectralRows[0] ?? null;
  const s = standard.values;
  const waveHeightM = num(s.WVHT)!;
  const dominantPeriodS = num(s.DPD);
  const meanDirectionDeg = num(s.MWD) ?? num(spectral?.values.MWD);
  const swellHeightM = num(spectral?.values.SwH);
  const swellPeriodS = num(spectral?.values.SwP);
  const swellDirection = spectral?.values.SwD ?? compassPoint(meanDirectionDeg);
  const useSwell = swellHeightM !== null && swellPeriodS !== null;
  const face = surfFaceFromBuoy({
    heightM: useSwell ? swellHeightM : waveHeightM,
    periodS: (useSwell ? swellPeriodS : dominantPeriodS) ?? num(s.APD) ?? 8,
    directionDeg: (swellDirection ? COMPASS_DEGREES[swellDirection] : undefined) ?? meanDirectionDeg,
  });
  const swellText = useSwell
    ? `${swellDirection ?? ''} ${metresToFeet(swellHeightM).toFixed(1)} ft @ ${Math.round(swellPeriodS)} s`.trim()
    : `${compassPoint(meanDirectionDeg) ?? ''} ${metresToFeet(waveHeightM).toFixed(1)} ft${
        dominantPeriodS === null ? '' : ` @ ${Math.round(dominantPeriodS)} s`
      }`.trim();
  const waterTempC = num(s.WTMP);
  return {
    buoy,
    observedAt: standard.time.toISOString(),
    waveHeightM,
    dominantPeriodS,
    meanDirectionDeg,
    swellHeightM,
    swellPeriodS,
    swellDirection,
    windWaveHeightM: num(spectral?.values.WWH),
    windWavePeriodS: num(spectral?.values.WWP),
    windWaveDirection: spectral?.values.WWD ?? null,
    waterTempF: waterTempC === null ? null : Math.round(celsiusToFahrenheit(waterTempC)),
    tideFt: num(s.TIDE),
    visibilityNmi: num(s.VIS),
    ...face,
    swell: swellText,
  };
}
