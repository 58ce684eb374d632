import { describe, expect, it } from 'vitest';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from './eco.ts';

/** Businesses keep their own names, in English. */
const BUSINESS_NAMES = [
  'Kaiaka Shave Ice',
  'Kaiaka Bay Surf School',
  'Anahulu Bridge Cafe',
  'Anahulu Surf Co.',
  'Anahulu Ocean Adventures',
  'Pupukea General Store',
  'Haleiwa Bike & Scooter Rentals',
];
/** Places keep the names the guide gives them; agencies, services and units keep theirs. */
const PLACE_NAMES = [
  'Sunset Beach',
  'Waimea Bay',
  'Laniākea Beach',
  'ʻEhukai Beach Park',
  'Pūpūkea Beach Park',
  'Laniākea',
  'Pūpūkea',
  'Haleʻiwa',
  'TheBus',
  'NOAA',
  'km',
];

const withoutNames = (text: string, names: string[]) =>
  names.reduce((rest, name) => rest.replaceAll(name, ''), text);

/** A Japanese text: no Latin word left once the names are taken out. */
const isJapanese = (text: string | undefined) =>
  text !== undefined &&
  text.trim() !== '' &&
  !/[A-Za-z]{2,}/.test(withoutNames(text, [...BUSINESS_NAMES, ...PLACE_NAMES]));

describe('the seeded eco catalog in Japanese', () => {
  it('gives every category its name and description', () => {
    for (const category of SEED_ECO_CATEGORIES) {
      expect([category.nameJa, category.descriptionJa].every(isJapanese), category.name).toBe(true);
    }
  });

  it('gives every challenge each visitor text, a requirement and a tip for each English one', () => {
    for (const challenge of SEED_ECO_CHALLENGES) {
      const { titleJa, descriptionJa, locationJa, estimatedTimeJa, requirementsJa, tipsJa } = challenge;
      const texts = [titleJa, descriptionJa, locationJa, estimatedTimeJa, ...(requirementsJa ?? [])];
      expect([...texts, ...(tipsJa ?? [])].every(isJapanese), challenge.title).toBe(true);
      expect(requirementsJa?.length, challenge.title).toBe(challenge.requirements.length);
      expect(tipsJa?.length, challenge.title).toBe(challenge.tips.length);
    }
  });

  it('gives every reward its title, description and terms', () => {
    for (const reward of SEED_ECO_REWARDS) {
      expect([reward.titleJa, reward.descriptionJa, reward.termsJa].every(isJapanese), reward.title).toBe(
        true,
      );
    }
  });

  it('writes Hawaiian place names with their ʻokina and kahakō', () => {
    const japanese = JSON.stringify([SEED_ECO_CHALLENGES, SEED_ECO_REWARDS].flat().map(japaneseTexts));
    expect(withoutNames(japanese, BUSINESS_NAMES)).not.toMatch(
      /(?<![ʻ\w])(Laniakea|Pupukea|Ehukai|Haleiwa)\b/,
    );
    expect(japanese).toContain('Haleʻiwa');
  });
});

const japaneseTexts = (entry: object) =>
  Object.entries(entry).flatMap(([field, value]) => (field.endsWith('Ja') ? [value] : []));
