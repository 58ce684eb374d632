import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Ad } from '../ad-mapping.ts';
import { SponsoredCard } from './sponsored-card.tsx';

const ad: Ad = {
  id: 'a1',
  title: 'Haleiwa Surf School',
  description: 'Lessons for every level.',
  imageUrl: '/uploads/ads/one.webp',
  images: ['/uploads/ads/one.webp', '/uploads/ads/two.webp'],
  linkUrl: 'https://surf.example',
  businessType: 'tourism',
  position: 'sidebar',
  size: 'standard',
  status: 'approved',
  imageRotationEnabled: true,
  imageRotationInterval: 1000,
  serveToken: 'served-token',
};

const shownImage = () => screen.getByTestId('ad-a1-image').getAttribute('src');

describe('sponsored card', () => {
  it('rotates the images at the saved interval; a click and a middle-click each record a click', async () => {
    const requests = stubApi({
      'POST /api/ads/a1/impression': () => json({ counted: true, linkUrl: null }, 202),
      'POST /api/ads/a1/click': () => json({ counted: true, linkUrl: null }, 202),
    });
    renderWithProviders(<SponsoredCard ad={ad} />);
    expect(shownImage()).toBe('/uploads/ads/one.webp');
    await waitFor(() => expect(shownImage()).toBe('/uploads/ads/two.webp'), { timeout: 2500 });
    // The test's document must not follow the link to the advertiser's site.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const link = screen.getByRole('link', { name: /Learn more/ });
    fireEvent.click(link);
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    // A right-click opens a menu, not the link.
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    const clicks = requests
      .filter((r) => r.url.endsWith('/click'))
      .map((r) => r.body as { imageUrl?: string; serveToken?: string });
    expect(clicks).toEqual([
      expect.objectContaining({ imageUrl: '/uploads/ads/two.webp', serveToken: 'served-token' }),
      expect.objectContaining({ imageUrl: '/uploads/ads/two.webp', serveToken: 'served-token' }),
    ]);
  });

  it('keeps one image while the visitor points at the card, and without rotation', async () => {
    stubApi({ 'POST /api/ads/a1/impression': () => json({ counted: true, linkUrl: null }, 202) });
    const { unmount } = renderWithProviders(<SponsoredCard ad={ad} />);
    fireEvent.mouseEnter(screen.getByTestId('ad-a1'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(shownImage()).toBe('/uploads/ads/one.webp');
    unmount();
    renderWithProviders(<SponsoredCard ad={{ ...ad, imageRotationEnabled: false }} />);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(shownImage()).toBe('/uploads/ads/one.webp');
  });
});
