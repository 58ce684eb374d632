import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './messages/en.ts';
import ja from './messages/ja.ts';

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

describe('message catalogues', () => {
  it('have the same keys in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('are valid ICU messages with the same placeholders in both languages', () => {
    // Japanese gives metres beside feet, and names NWS events itself (English shows the event's own name).
    const japaneseOnly: Record<string, string[]> = {
      'hazard.reason.swell': ['heightM'],
      'hazard.reason.breakingHeadOn': ['faceM', 'thresholdM'],
      'hazard.reason.breakingSheltered': ['faceM', 'thresholdM'],
      'hazard.reason.alert': ['event'],
      'hazard.howWeRate': ['highM', 'extremeM'],
    };
    for (const [id, message] of Object.entries(en)) {
      const english = new Set([...argumentsOf(parse(message)), ...(japaneseOnly[id] ?? [])]);
      const japanese = new Set(argumentsOf(parse(ja[id as keyof typeof ja])));
      expect([...japanese].sort(), id).toEqual([...english].sort());
    }
  });

  it('leave no message empty or untranslated where a translation is due', () => {
    const sameOnPurpose = new Set(['sos.button', 'quiz.q3.option0', 'quiz.q3.option1']);
    for (const [id, message] of Object.entries(en)) {
      expect(ja[id as keyof typeof ja].trim(), id).not.toBe('');
      if (!sameOnPurpose.has(id) && /[a-z]{3}/i.test(message)) {
        expect(ja[id as keyof typeof ja], id).not.toBe(message);
      }
    }
  });
});
