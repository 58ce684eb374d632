import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { EcoChallenge, EcoReward, UserReward } from '../api/eco.ts';
import { ChallengesTab } from './challenges-tab.tsx';
import { RewardsTab } from './rewards-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const englishChallenge: EcoChallenge = {
  id: 2,
  categoryId: 1,
  categoryName: 'Ocean Protection',
  categoryNameJa: null,
  categoryColor: '#0e7490',
  title: 'Tide Pool Count',
  description: 'Count the creatures in one tide pool.',
  difficulty: 'easy',
  points: 10,
  location: 'Sharks Cove',
  estimatedTime: '30 minutes',
  requirements: ['A tally of what you saw'],
  tips: [],
  co2SavedGrams: 0,
  wasteReducedGrams: 0,
  titleJa: null,
  descriptionJa: null,
  locationJa: null,
  estimatedTimeJa: null,
  requirementsJa: null,
  tipsJa: null,
};

const japaneseChallenge: EcoChallenge = {
  ...englishChallenge,
  id: 9,
  categoryNameJa: '海を守る',
  title: 'Bring Your Own Cup',
  description: 'Use a reusable cup for one full day.',
  location: 'Haleiwa',
  estimatedTime: '1 day',
  titleJa: 'マイカップを持ち歩く',
  descriptionJa: '丸1日、繰り返し使えるカップを使いましょう。',
  locationJa: 'Haleʻiwa',
  estimatedTimeJa: '1日',
  requirementsJa: ['見たものの記録'],
  tipsJa: [],
};

const reward: EcoReward = {
  id: 1,
  rewardType: 'discount',
  title: '10% Off Shave Ice',
  description: 'Ten percent off any shave ice.',
  discountPercent: 10,
  discountAmount: null,
  pointsRequired: 50,
  maxRedemptions: null,
  currentRedemptions: 0,
  remaining: null,
  validUntil: '2027-12-31',
  terms: 'One use per code.',
  titleJa: 'シェイブアイス10%オフ',
  descriptionJa: 'シェイブアイスがどれでも10%オフになります。',
  termsJa: 'コード1つにつき1回限り有効です。',
  sample: false,
  partnerName: null,
};

const redeemed: UserReward = {
  id: 'r-1',
  rewardId: 1,
  title: reward.title,
  terms: reward.terms,
  titleJa: reward.titleJa,
  termsJa: reward.termsJa,
  validUntil: reward.validUntil,
  status: 'active',
  code: 'ECO-1234',
  points: 50,
  redeemedAt: '2026-05-01T00:00:00.000Z',
};

const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');

function renderInJapanese(tab: 'challenges' | 'rewards') {
  stubApi({
    'GET /api/eco/challenges': () => json([japaneseChallenge, englishChallenge]),
    'GET /api/eco/user/challenges': () => json([]),
    'GET /api/eco/rewards': () => json([reward]),
    'GET /api/eco/user/rewards': () => json([redeemed]),
    'GET /api/eco/user/stats': () => json({ totalPoints: 0 }),
  });
  renderWithProviders(<Suspense>{tab === 'challenges' ? <ChallengesTab /> : <RewardsTab />}</Suspense>, 'ja');
}

describe('the eco catalog on a Japanese page', () => {
  it('shows a challenge in Japanese where the catalog has it, else in English marked as such', async () => {
    renderInJapanese('challenges');
    const japanese = await screen.findByRole('article', { name: 'マイカップを持ち歩く' });
    for (const text of ['海を守る', '丸1日、繰り返し使えるカップを使いましょう。', 'Haleʻiwa', '1日']) {
      expect(langOf(within(japanese).getByText(text)), text).toBe('ja');
    }
    const english = screen.getByRole('article', { name: 'Tide Pool Count' });
    for (const text of ['Tide Pool Count', 'Count the creatures in one tide pool.', 'Ocean Protection']) {
      expect(langOf(within(english).getByText(text)), text).toBe('en');
    }
  });

  it('shows rewards and redeemed rewards in Japanese', async () => {
    renderInJapanese('rewards');
    const card = await screen.findByRole('article', { name: 'シェイブアイス10%オフ' });
    expect(card.textContent).toContain('シェイブアイスがどれでも10%オフになります。');
    expect(card.textContent).toContain('コード1つにつき1回限り有効です。');
    const mine = await screen.findByLabelText('交換済み：シェイブアイス10%オフ');
    expect(mine.querySelector('[lang="en"]')).toBeNull();
    expect(card.querySelector('[lang="en"]')).toBeNull();
  });
});
