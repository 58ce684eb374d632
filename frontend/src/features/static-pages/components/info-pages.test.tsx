import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { INTRODUCTORY_RATES_END, TermsOfUsePage } from './info-pages.tsx';

describe('business partnership page', () => {
  it('no longer announces introductory rates after they ended', async () => {
    expect(new Date() > INTRODUCTORY_RATES_END).toBe(true);
    renderApp('/business-partnership');
    await screen.findByRole('heading', { level: 1, name: 'Business Partnership' });
    expect(screen.queryByText(/introductory rates/i)).toBeNull();
  });
});

describe('terms of use', () => {
  it('gives the last update in English, with no translation note', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(screen.getByText('Last updated: June 6, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/English version prevails/)).toBeNull();
  });
});
