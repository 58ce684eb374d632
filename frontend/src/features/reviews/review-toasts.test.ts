import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-fetch.ts';
import { reviewErrorMessage } from './review-toasts.ts';

describe('reviewErrorMessage', () => {
  it("uses the error's message", () => {
    expect(reviewErrorMessage(new ApiError('Too many reviews, try again later', 429))).toBe(
      'Too many reviews, try again later',
    );
    expect(reviewErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back to the generic text without a usable message', () => {
    expect(reviewErrorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(reviewErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(reviewErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
