import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Review } from '../api/review.ts';
import { ReviewCard } from './review-card.tsx';

const review: Review = {
  id: 'r1',
  type: 'business',
  targetId: 1,
  rating: 5,
  title: 'Great bowls',
  content: 'Fresh fruit.',
  authorName: 'Kai',
  visitDate: '2026-11-20',
  // 23:30 in Hawaii on the 26th is already the 27th in UTC.
  createdAt: '2026-11-27T09:30:00.000Z',
  ownerReply: null,
};

describe('a review card', () => {
  it('dates the review in Hawaii and the visit as written, in English', () => {
    renderWithProviders(<ReviewCard review={review} />, 'en');
    expect(screen.getByText('November 26, 2026')).toBeTruthy();
    expect(screen.getByText(/visited November 20, 2026/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Review: Great bowls' })).toBeTruthy();
  });

  it('is in Japanese on a Japanese page: its dates, the visit and its name', () => {
    renderWithProviders(<ReviewCard review={review} />, 'ja');
    expect(screen.getByText('2026年11月26日')).toBeTruthy();
    expect(screen.getByText(/2026年11月20日/).textContent).not.toMatch(/visited/);
    expect(screen.queryByRole('article', { name: /^Review:/ })).toBeNull();
  });
});
