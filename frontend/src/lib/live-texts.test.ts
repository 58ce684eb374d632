import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Catalogue, MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { catalogues } from '@nsg/domain/i18n/translate.ts';
import { conditionText } from './live-texts.ts';

const say = (messages: Catalogue, id: MessageId, values: Record<string, string | number>) =>
  createIntl({ locale: messages === ja ? 'ja' : 'en', messages, timeZone: 'Pacific/Honolulu' }).formatMessage(
    { id },
    values,
  );

const { en, ja } = catalogues;

describe('live card texts', () => {
  it('say how old the data is, in both languages', () => {
    expect([0, 1, 12].map((minutes) => say(en, 'live.updatedAgo', { minutes }))).toEqual([
      'Updated just now',
      'Updated 1 minute ago',
      'Updated 12 minutes ago',
    ]);
    expect([0, 12].map((minutes) => say(ja, 'live.updatedAgo', { minutes }))).toEqual([
      'たった今更新',
      '12分前に更新',
    ]);
  });

  it('give surf heights in feet, with metres beside them in Japanese', () => {
    const height = { same: 'no', min: 4, max: 6, minM: '1.2', maxM: '1.8' };
    expect(say(en, 'live.surfHeight', height)).toBe('4-6 ft');
    expect(say(ja, 'live.surfHeight', height)).toBe('4〜6 ft（1.2〜1.8 m）');
  });

  it('put the common NWS forecast words in Japanese and leave an unknown phrase as it is', () => {
    expect(conditionText('Partly Cloudy', 'ja')).toBe('晴れ時々くもり');
    expect(conditionText('Scattered Showers', 'ja')).toBe('所によりにわか雨');
    expect(conditionText('Volcanic Smog', 'ja')).toBe('Volcanic Smog');
    expect(conditionText('Partly Cloudy', 'en')).toBe('Partly Cloudy');
  });
});
