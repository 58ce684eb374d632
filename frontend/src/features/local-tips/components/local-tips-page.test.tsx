import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LocalTipsPage } from './local-tips-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const chipLabels = async () =>
  within(await screen.findByRole('group', { name: /Tip categories|カテゴリー/ }))
    .getAllByRole<HTMLInputElement>('radio')
    .map((chip) => chip.labels?.[0]?.textContent);

describe('tip category chips', () => {
  it('are named in words on English pages, not by their keys', async () => {
    stubApi({ 'GET /api/local-tips': () => json([]) });
    renderWithProviders(<LocalTipsPage />, 'en');
    expect(await chipLabels()).toEqual([
      'All',
      'Food',
      'Activity',
      'Viewpoint',
      'Beach',
      'Cultural',
      'Scenic',
    ]);
  });
});

const englishTip = {
  id: 2,
  title: 'Sunrise at the lookout',
  description: 'Come early for the light.',
  location: 'Pupukea',
  category: 'viewpoint',
  tags: ['ocean_view', 'photography'],
  localRating: 4.5,
  isVerified: false,
  insiderNote: 'Bring a jacket.',
  timeOfDay: 'morning',
  cost: 'free',
  crowdLevel: 'low',
  authorName: 'Keoni P.',
  difficulty: 'easy',
  season: 'year_round',
  sample: true,
  titleJa: null,
  descriptionJa: null,
  locationJa: null,
  insiderNoteJa: null,
  tagsJa: null,
};
const japaneseTip = {
  ...englishTip,
  id: 1,
  title: 'Garlic shrimp before the lunch rush',
  tags: ['local_favorite', 'food_truck'],
  titleJa: 'ランチのピーク前にガーリックシュリンプを',
  descriptionJa: '早めに食べるつもりで。',
  locationJa: 'Kahuku',
  insiderNoteJa: 'ウェットティッシュを持って行きましょう。',
  tagsJa: ['地元で人気', 'フードトラック'],
};

describe('tip cards on Japanese pages', () => {
  it('show the catalog’s Japanese marked lang=ja, and the English of a tip without it marked lang=en', async () => {
    stubApi({ 'GET /api/local-tips': () => json([japaneseTip, englishTip]) });
    renderWithProviders(<LocalTipsPage />, 'ja');
    const [japanese, english] = await screen.findAllByTestId('tip-card');

    const lang = (text: string, card: HTMLElement) =>
      within(card).getByText(text).closest('[lang]')?.getAttribute('lang');
    expect(lang('ランチのピーク前にガーリックシュリンプを', japanese!)).toBe('ja');
    expect(lang('早めに食べるつもりで。', japanese!)).toBe('ja');
    expect(lang('ウェットティッシュを持って行きましょう。', japanese!)).toBe('ja');
    expect(lang('地元で人気', japanese!)).toBe('ja');
    expect(lang('フードトラック', japanese!)).toBe('ja');
    expect(within(japanese!).queryByText(/Garlic shrimp|local favorite/)).toBeNull();

    expect(lang('Sunrise at the lookout', english!)).toBe('en');
    expect(lang('Bring a jacket.', english!)).toBe('en');
    expect(lang('ocean view', english!)).toBe('en');
  });
});
