import type { TidePrediction } from '@nsg/domain/conditions/tides.ts';

/**
 * NOAA CO-OPS `datagetter?product=predictions&interval=hilo&units=english&time_zone=gmt&format=json`:
 * high and low tide times ("YYYY-MM-DD HH:MM", UTC as asked) and heights in feet above MLLW.
 */
export function parseTidePredictions(json: unknown): TidePrediction[] {
  const body = json as {
    predictions?: { t?: string; v?: string; type?: string }[];
    error?: { message?: string };
  };
  if (!Array.isArray(body.predictions)) throw new Error(`CO-OPS: ${body.error?.message ?? 'no predictions'}`);
  return body.predictions
    .map((p) => ({
      time: new Date(`${(p.t ?? '').replace(' ', 'T')}:00Z`),
      heightFt: Number(p.v),
      type: p.type === 'H' ? ('H' as const) : ('L' as const),
    }))
    .filter((p) => !Number.isNaN(p.time.getTime()) && Number.isFinite(p.heightFt))
    .map((p) => ({ ...p, time: p.time.toISOString() }));
}
