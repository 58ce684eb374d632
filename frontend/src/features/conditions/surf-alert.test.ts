import { describe, expect, it } from 'vitest';
import en from '@nsg/domain/i18n/messages/en.ts';
import {
  heightHazardIds,
  surfAlertLevel,
  surfAlertTextsFor,
  surfBadgeColor,
  upperWaveHeight,
} from './surf-alert.ts';
import { weatherSeverity, liveRetryDelay } from './weather-severity.ts';

/** The alert's texts as an English page shows them. */
const inEnglish = (ids: readonly (keyof typeof en)[]) => ids.map((id) => en[id]);

describe('surf alert', () => {
  it('reads the upper wave height', () => {
    expect(upperWaveHeight('6-8 ft')).toBe(8);
    expect(upperWaveHeight('15 ft')).toBe(15);
    expect(upperWaveHeight('Flat')).toBeNull();
  });

  it('gives warning from 15 ft and advisory from 8 ft of upper height', () => {
    expect(surfAlertLevel(7.9)).toBe('normal');
    expect(surfAlertLevel(8)).toBe('advisory');
    expect(surfAlertLevel(14)).toBe('advisory');
    expect(surfAlertLevel(15)).toBe('warning');
    expect(surfAlertTextsFor('10-15 ft').level).toBe('warning');
    expect(surfAlertTextsFor('4-6 ft').level).toBe('normal');
  });

  it('adds the Pipeline, Sunset and Waimea hazards at 6, 8 and 15 ft', () => {
    const pipeline = 'Pipeline: heavy barrels breaking over shallow reef';
    const sunset = 'Sunset Beach: powerful inside section and strong rip currents';
    const waimea = 'Waimea Bay: big-wave conditions, shorebreak extremely dangerous';
    expect(inEnglish(heightHazardIds(5))).toEqual([]);
    expect(inEnglish(heightHazardIds(6))).toEqual([pipeline]);
    expect(inEnglish(heightHazardIds(8))).toEqual([pipeline, sunset]);
    expect(inEnglish(heightHazardIds(15))).toEqual([pipeline, sunset, waimea]);
  });

  it('has fixed texts per beach name', () => {
    expect(inEnglish(surfAlertTextsFor('2-3 ft', 'Sharks Cove').hazards)).toContain(
      'Sharp lava rock and sea urchins',
    );
    expect(inEnglish(surfAlertTextsFor('2-3 ft', 'Banzai Pipeline').recommendations)).toContain(
      'Never surf alone at Pipeline',
    );
  });

  it("gives the card message ids whose English is the spec's", () => {
    expect(en['surfAlert.levelTitle.normal']).toBe('Normal Surf Conditions');
    expect(en['surfAlert.levelTitle.advisory']).toBe('High Surf Advisory');
    expect(en['surfAlert.levelTitle.warning']).toBe('High Surf Warning');
    expect(surfAlertTextsFor('10-15 ft', 'Waimea Bay')).toEqual({
      level: 'warning',
      hazards: [
        'surfAlert.hazard.pipelineBarrels',
        'surfAlert.hazard.sunsetInside',
        'surfAlert.hazard.waimeaDanger',
        'surfAlert.hazard.waimeaShorebreak',
        'surfAlert.hazard.waimeaBigWaves',
      ],
      recommendations: [
        'surfAlert.advice.stayOut',
        'surfAlert.advice.waimeaFlatDays',
        'surfAlert.advice.waimeaClosures',
      ],
    });
  });

  it('is never below the NWS alert in force, whatever the buoy says', () => {
    expect(surfAlertTextsFor('4-5 ft', undefined, 'High Surf Warning').level).toBe('warning');
    expect(surfAlertTextsFor('4-5 ft', undefined, 'High Surf Advisory').level).toBe('advisory');
    expect(surfAlertTextsFor('17-23 ft', undefined, 'High Surf Advisory').level).toBe('warning');
    expect(surfAlertTextsFor('4-5 ft', undefined, null).level).toBe('normal');
  });

  it('colours the badge by quality, case-insensitively', () => {
    expect(surfBadgeColor('HIGH SURF')).toBe('red.9');
    expect(surfBadgeColor('Moderate Surf')).toBe('orange.6');
    expect(surfBadgeColor('good conditions')).toBe('#2f7a3a');
    expect(surfBadgeColor('Poor Conditions')).toBe('yellow.4');
    expect(surfBadgeColor('Choppy')).toBe('gray.7');
  });
});

describe('weather severity and live-card helpers', () => {
  it('is high for storms or wind above 25, medium for rain/wind or above 15', () => {
    expect(weatherSeverity('Thunderstorm', 0)).toBe('high');
    expect(weatherSeverity('Hurricane watch', null)).toBe('high');
    expect(weatherSeverity('Sunny', 26)).toBe('high');
    expect(weatherSeverity('Sunny', 25)).toBe('medium');
    expect(weatherSeverity('Light Rain', 5)).toBe('medium');
    expect(weatherSeverity('Windy', 5)).toBe('medium');
    expect(weatherSeverity('Sunny', 15)).toBe('low');
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(liveRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
