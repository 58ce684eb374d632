import { describe, expect, it } from 'vitest';
import { SEED_BUSINESSES } from './businesses.ts';
import { SEED_LOCAL_TIPS } from './local-tips.ts';
import { CATALOG_PLACE_NAMES } from './place-names.ts';
import { SEED_PRODUCTS } from './products.ts';

/** The guide's own names of beaches and parks, as its beach list spells them. */
const GUIDE_NAMES = ['Haleiwa Alii Beach Park', 'Sunset Beach', 'Waimea Bay', 'Sharks Cove', 'Kawela Bay'];
/** Other places, landmarks and people keep their names, Hawaiian ones with ʻokina and kahakō; units theirs. */
const PLACE_NAMES = [...CATALOG_PLACE_NAMES, 'Turtle Bay', 'SPF', 'cm', 'ml'];

const withoutNames = (text: string, names: string[]) =>
  names.reduce((rest, name) => rest.replaceAll(name, ''), text);

/** A Japanese text: no Latin word left once the names are taken out. */
const isJapanese = (text: string | undefined) =>
  text !== undefined &&
  text.trim() !== '' &&
  !/[A-Za-z]{2,}/.test(withoutNames(text, [...GUIDE_NAMES, ...PLACE_NAMES]));

describe('the seeded shop, businesses and local tips in Japanese', () => {
  it('gives every product its name and description', () => {
    for (const product of SEED_PRODUCTS) {
      expect([product.nameJa, product.descriptionJa].every(isJapanese), product.name).toBe(true);
    }
  });

  it('gives every business its description (the business keeps its name)', () => {
    for (const business of SEED_BUSINESSES) {
      expect(isJapanese(business.descriptionJa), business.name).toBe(true);
    }
  });

  it('gives every tip its title, description, place, insider note and a tag for each English one', () => {
    for (const tip of SEED_LOCAL_TIPS) {
      const { titleJa, descriptionJa, locationJa, insiderNoteJa, tagsJa } = tip;
      const texts = [titleJa, descriptionJa, locationJa, insiderNoteJa, ...(tagsJa ?? [])];
      expect(texts.every(isJapanese), tip.title).toBe(true);
      expect(tagsJa?.length, tip.title).toBe(tip.tags.length);
    }
  });

  it('writes Hawaiian place names with their ʻokina and kahakō, beside the guide’s own names', () => {
    const japanese = JSON.stringify(
      [SEED_PRODUCTS, SEED_BUSINESSES, SEED_LOCAL_TIPS].flat().map(japaneseTexts),
    );
    expect(withoutNames(japanese, GUIDE_NAMES)).not.toMatch(
      /(?<![ʻ\w])(Laniakea|Pupukea|Ehukai|Haleiwa|Waianae|Puu)\b/,
    );
  });
});

const japaneseTexts = (entry: object) =>
  Object.entries(entry).flatMap(([field, value]) => (field.endsWith('Ja') ? [value] : []));
