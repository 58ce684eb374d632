import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BusinessPartnershipPage, INTRODUCTORY_RATES_END } from './info-pages.tsx';

describe('business partnership page', () => {
  it('no longer announces introductory rates after they ended', () => {
    expect(new Date() > INTRODUCTORY_RATES_END).toBe(true);
    renderWithProviders(<BusinessPartnershipPage />);
    expect(screen.queryByText(/introductory rates/i)).toBeNull();
  });
});
