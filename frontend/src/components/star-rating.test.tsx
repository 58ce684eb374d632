import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { StarRating, starFills } from './star-rating.tsx';

const fillsShown = () =>
  Array.from(document.querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'));

describe('StarRating', () => {
  it('shows full, half and empty stars for a fractional rating', () => {
    renderWithProviders(<StarRating rating={3.5} />);

    expect(fillsShown()).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });

  it('shows only empty stars for no rating and only full stars for 5', () => {
    const { unmount } = renderWithProviders(<StarRating rating={0} />);
    expect(fillsShown()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    unmount();

    renderWithProviders(<StarRating rating={5} />);
    expect(fillsShown()).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('starFills', () => {
  it('gives a half star from .5 up and none below', () => {
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps values outside 0 to max', () => {
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
