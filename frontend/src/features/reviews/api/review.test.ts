import { describe, expect, it } from 'vitest';
import { averageRating } from './review.ts';

describe('averageRating', () => {
  it('is the mean with one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });

  it('is null without reviews', () => {
    expect(averageRating([])).toBeNull();
  });
});
