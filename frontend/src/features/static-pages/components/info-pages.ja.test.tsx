import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TermsOfUsePage } from './info-pages.tsx';

// Its own file: a page rendered with the router loads the English pages' messages for the whole file.
describe('terms of use in Japanese', () => {
  it('in Japanese, gives the date the Japanese way and says the English version is the reference', () => {
    renderWithProviders(<TermsOfUsePage />, 'ja');
    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    expect(screen.getByText('最終更新日: 2025年6月6日')).toBeInTheDocument();
    expect(screen.getByText(/英語版が正本です/)).toBeInTheDocument();
  });
});
