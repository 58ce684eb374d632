import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SurfAlertCard } from './surf-alert-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const pipeline = {
  id: 1,
  name: 'Banzai Pipeline',
  latitude: '21.664800',
  longitude: '-158.053400',
  geofenceRadius: 500,
  hazard: { level: 'unknown', reasons: [], reasonParts: [], sources: [], assessedAt: null, validUntil: null },
};

/** A 16 ft swell, the beaches, and a visitor standing at Pipeline. */
function atPipelineInBigSurf() {
  stubApi({
    'GET /api/surf': () => json({ height: '12-16 ft', quality: 'High Surf', officialAlert: null }),
    'GET /api/beaches': () => json([pipeline]),
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (found: PositionCallback) =>
        found({
          coords: { latitude: 21.6652, longitude: -158.0531, accuracy: 10 },
          timestamp: Date.now(),
        } as GeolocationPosition),
    },
  });
}

describe('the surf alert card', () => {
  it('gives its level, hazards, advice and the nearby beach in Japanese', async () => {
    atPipelineInBigSurf();
    renderWithProviders(<SurfAlertCard />, 'ja');
    const card = await screen.findByTestId('surf-alert');
    await within(card).findByText('高波警報');
    expect(within(card).getByText('どのビーチでも発生しうる離岸流')).toBeInTheDocument();
    expect(within(card).getByText('迷ったら、海に入らないでください')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '現在地を使う' }));
    expect((await within(card).findByTestId('nearby-beach')).textContent).toBe(
      '現在地は Banzai Pipeline です。海に入る前に状況を確認してください。',
    );
    for (const text of [
      'パイプライン：浅いリーフの上で崩れる強力なバレル（チューブ状の波）',
      'Waimea Bay：大波のコンディションと、極めて危険なショアブレイク',
      'ブレイクの真下にある浅いリーフ',
      '大波の経験が豊富なサーファー以外は、海に入らないでください',
      'パイプラインでは絶対に一人でサーフィンをしないでください',
    ])
      expect(within(card).queryByText(text), text).not.toBeNull();
  });

  it('keeps the English texts on the English page', async () => {
    atPipelineInBigSurf();
    renderWithProviders(<SurfAlertCard />);
    const card = await screen.findByTestId('surf-alert');
    await within(card).findByText('High Surf Warning');
    expect(within(card).getByText('Pipeline: heavy barrels breaking over shallow reef')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Use My Location' }));
    expect((await within(card).findByTestId('nearby-beach')).textContent).toBe(
      "You're at Banzai Pipeline. Check the conditions before going in.",
    );
  });
});
