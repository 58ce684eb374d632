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
