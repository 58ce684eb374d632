import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, serverMessageOf } from '../../lib/api-fetch.ts';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';

/** The app rendered in a language: errors made outside React speak it too. */
function renderedIn(locale: 'en' | 'ja') {
  cleanup();
  renderWithProviders(createElement('div'), locale);
}

const ENGLISH =
  'This challenge takes time: you can complete it from Nov 25, 3:30 PM HST, 90 minutes after you started it.';

async function completedTooSoon() {
  stubApi({
    'POST /api/eco/challenges/8/complete': () =>
      json(
        {
          error: 'Conflict',
          code: 'challenge_too_soon',
          message: ENGLISH,
          // 3:30 PM in Hawaii (UTC-10).
          params: { minutes: 90, at: '2026-11-26T01:30:00.000Z' },
        },
        409,
      ),
  });
  return apiFetch('/api/eco/challenges/8/complete', { method: 'POST' }).catch((caught: unknown) => caught);
}

describe('a challenge completed too soon', () => {
  afterEach(() => {
    renderedIn('en');
    vi.unstubAllGlobals();
  });

  it('says from when in Japanese, the time in Hawaii written the Japanese way', async () => {
    renderedIn('ja');
    expect(serverMessageOf(await completedTooSoon())).toBe(
      'このチャレンジには時間がかかります。開始から90分後の11月25日 15:30（ハワイ時間）以降に完了できます。',
    );
  });

  it('keeps the server’s English on English pages', async () => {
    renderedIn('en');
    expect(serverMessageOf(await completedTooSoon())).toBe(ENGLISH);
  });
});
