import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compassPoint, surfAlertLevel, surfFaceFromBuoy, surfQuality } from './surf-rules.ts';
import { weatherSeverity } from './weather-severity.ts';

describe('buoy to surf face', () => {
  it('a 2 m, 14 s north-west swell makes 8-10 ft faces; a short-period wind swell less', () => {
    expect(surfFaceFromBuoy({ heightM: 2, periodS: 14, directionDeg: 315 }).height).toBe('8-10 ft');
    expect(surfFaceFromBuoy({ heightM: 2, periodS: 7, directionDeg: 315 }).heightMaxFt).toBeLessThan(10);
  });

  it('swell from the south is shadowed', () => {
    const north = surfFaceFromBuoy({ heightM: 2, periodS: 14, directionDeg: 340 });
    const south = surfFaceFromBuoy({ heightM: 2, periodS: 14, directionDeg: 180 });
    expect(south.heightMaxFt).toBeLessThan(north.heightMaxFt);
  });

  it('property: faces grow with height and period, and min < max', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        fc.double({ min: 2, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (heightM, periodS, more) => {
          const a = surfFaceFromBuoy({ heightM, periodS, directionDeg: 330 });
          const b = surfFaceFromBuoy({ heightM: heightM + more, periodS: periodS + more, directionDeg: 330 });
          expect(b.heightMaxFt).toBeGreaterThanOrEqual(a.heightMaxFt);
          expect(a.heightMinFt).toBeLessThan(a.heightMaxFt);
        },
      ),
    );
  });

  it('quality and alert level follow the 8 and 15 ft thresholds; an NWS alert raises them', () => {
    expect(surfQuality(15, 14, false)).toBe('High Surf');
    expect(surfQuality(8, 14, false)).toBe('Moderate Surf');
    expect(surfQuality(5, 12, false)).toBe('Good Conditions');
    expect(surfQuality(2, 12, false)).toBe('Poor Conditions');
    expect(surfQuality(2, 12, true)).toBe('High Surf');
    expect(surfAlertLevel(7, null)).toBe('normal');
    expect(surfAlertLevel(8, null)).toBe('advisory');
    expect(surfAlertLevel(15, null)).toBe('warning');
    expect(surfAlertLevel(3, 'High Surf Warning')).toBe('warning');
  });

  it('compass points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(45)).toBe('NE');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(null)).toBeNull();
  });

  it('weather severity of spec 000 §9', () => {
    expect(weatherSeverity('Thunderstorm', 5)).toBe('high');
    expect(weatherSeverity('Fair', 26)).toBe('high');
    expect(weatherSeverity('Fair', 25)).toBe('medium');
    expect(weatherSeverity('Light Rain', 0)).toBe('medium');
    expect(weatherSeverity('Fair', 15)).toBe('low');
    expect(weatherSeverity('Fair', null)).toBe('low');
  });
});
