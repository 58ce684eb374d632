import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SurfOutlook } from './surf-outlook.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('north-shore surf outlook', () => {
  it('shows each forecast period, the outlook and when the NWS issued it', async () => {
    stubApi({
      'GET /api/surf-outlook': () =>
        json({
          source: 'NWS Surf Zone Forecast for Oahu (Honolulu office)',
          issuedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
          issuedText: '345 PM HST Thu Jul 2 2026',
          ageMinutes: 180,
          northShore: [
            { label: 'Tonight PM', minFt: 0, maxFt: 2 },
            { label: 'Friday PM', minFt: 1, maxFt: 3 },
          ],
          outlook: 'Outlook through Thursday: small surf.',
        }),
    });
    renderWithProviders(<SurfOutlook />);
    expect(await screen.findByText('up to 2 ft')).toBeInTheDocument();
    expect(screen.getByText('Friday PM')).toBeInTheDocument();
    expect(screen.getByText('1-3 ft')).toBeInTheDocument();
    expect(screen.getByText('Outlook through Thursday: small surf.')).toBeInTheDocument();
    expect(screen.getByText(/issued 345 PM HST Thu Jul 2 2026 \(3 h ago\)/)).toBeInTheDocument();
  });

  it('says so when there is no current outlook', async () => {
    stubApi({
      'GET /api/surf-outlook': () =>
        json({ error: 'Service Unavailable', message: 'Surf outlook unavailable' }, 503),
    });
    renderWithProviders(<SurfOutlook />);
    expect(await screen.findByText('Surf outlook unavailable')).toBeInTheDocument();
  });
});
