import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues, visitorCatalogues } from './translate.ts';

// The portal and admin pages' catalogue is English-only (portal.en.ts).
const { en, ja } = visitorCatalogues;

/** The placeholders a message uses, e.g. {coordinates}. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : [];
    return 'value' in element && typeof element.value === 'string' ? [element.value, ...nested] : nested;
  });
}

/** Date and time placeholders written as a skeleton ({at, date, ::MMMd}) instead of a named style. */
function dateSkeletonsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.date || element.type === TYPE.time) {
      const style = element.style;
      const skeleton =
        typeof style === 'string' ? style.startsWith('::') : style !== null && style !== undefined;
      return skeleton ? [element.value] : [];
    }
    return 'options' in element
      ? Object.values(element.options).flatMap((option) => dateSkeletonsOf(option.value))
      : [];
  });
}

describe('message catalogues', () => {
  it('have the same keys in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('are valid ICU messages with the same placeholders in both languages', () => {
    // Japanese may add metres beside feet (…M), choose its own name for an NWS event (event) and say
    // when an alert ends where the English headline says it (expires), date a forecast (issuedAt) and
    // give distances in kilometres (km), temperatures in Celsius beside Fahrenheit (celsius) and board
    // lengths in centimetres (cm).
    const japaneseExtra = (name: string) =>
      /M[s]?$/.test(name) || ['event', 'expires', 'issuedAt', 'km', 'celsius', 'cm'].includes(name);
    // The NWS writes its headlines and issue times in English only: Japanese says what the alert is and
    // when it ends, and when the forecast was issued, in its own words instead.
    const droppedInJapanese = new Set([
      'alerts.headline:headline',
      'outlook.issued:source',
      'outlook.issued:issuedText',
    ]);
    for (const [id, message] of Object.entries(en)) {
      const english = new Set(
        argumentsOf(parse(message)).filter((name) => !droppedInJapanese.has(`${id}:${name}`)),
      );
      const japanese = new Set(argumentsOf(parse(ja[id as keyof typeof ja])));
      expect(
        [...english].filter((name) => !japanese.has(name)),
        id,
      ).toEqual([]);
      expect(
        [...japanese].filter((name) => !english.has(name) && !japaneseExtra(name)),
        id,
      ).toEqual([]);
    }
  });

  it('date and time only with named styles, which the pages set to Hawaii time', () => {
    // react-intl gives its timeZone to named styles (short, medium…) but not to skeletons: a skeleton
    // would write the date of the visitor's own device, a day off from Hawaii for a phone still on JST.
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(dateSkeletonsOf(parse(message)), `${locale} ${id}`).toEqual([]);
      }
    }
  });

  it('leave no message empty or untranslated where a translation is due', () => {
    const sameOnPurpose = new Set([
      'sos.button',
      'quiz.q3.option0',
      'quiz.q3.option1',
      // Units and numbers read the same in Japanese.
      'live.temperature',
      'live.windValue',
      'live.time',
      // The marketplace's product name.
      'boardHub.title',
      'nav.boardHub',
      'home.section.boardHub',
      // Advertising's measures go by these abbreviations in Japanese too.
      'analytics.ctr',
      'analytics.cpm',
      'analytics.cpc',
    ]);
    for (const [id, message] of Object.entries(en)) {
      expect(ja[id as keyof typeof ja].trim(), id).not.toBe('');
      if (!sameOnPurpose.has(id) && /[a-z]{3}/i.test(message)) {
        expect(ja[id as keyof typeof ja], id).not.toBe(message);
      }
    }
  });
});
