import { describe, expect, it } from 'vitest';
import { localTipFieldsOf, localTipFormSchema } from './local-tip-entry.ts';

const form = {
  title: 'Sunrise from the pillbox',
  description: 'A short steep walk.',
  location: 'Pupukea',
  tags: 'Ocean view,  sunrise ,',
  tagsJa: '海の眺め、日の出',
  category: 'viewpoint',
  timeOfDay: 'morning',
  cost: 'free',
  crowdLevel: 'low',
  difficulty: 'moderate',
  season: 'year_round',
  localRating: 4.5,
  authorName: 'Noelani K.',
  latitude: '21.64',
  longitude: -158.05,
};

describe('the local tip form', () => {
  it('keeps tags snake_case and their Japanese as words, split at commas either way', () => {
    const parsed = localTipFormSchema.parse(form);
    expect(parsed.tags).toEqual(['ocean_view', 'sunrise']);
    expect(parsed.tagsJa).toEqual(['海の眺め', '日の出']);
    expect(parsed).toMatchObject({ latitude: '21.640000', longitude: '-158.050000', titleJa: '' });
  });

  it('takes a rating in half steps from 1 to 5', () => {
    expect(localTipFormSchema.safeParse({ ...form, localRating: 4.2 }).error?.issues[0]?.message).toBe(
      'Rating goes in half steps',
    );
    expect(localTipFormSchema.safeParse({ ...form, localRating: 5.5 }).success).toBe(false);
  });

  it('makes a tip an admin keeps a verified one', () => {
    expect(localTipFieldsOf(localTipFormSchema.parse(form)).isVerified).toBe(true);
  });
});
