import { describe, expect, it } from 'vitest';
import { adAsBusiness, adCategory, adImages, directoryAds, matchingAds, type Ad } from './ad-mapping.ts';

const ad = (overrides: Partial<Ad>): Ad => ({
  id: 7,
  title: 'Sunset Catamaran',
  description: 'Sail at golden hour',
  imageUrl: null,
  images: ['/uploads/a.jpg'],
  linkUrl: 'https://example.com',
  businessType: 'activity',
  position: 'header',
  size: 'large',
  status: 'approved',
  imageRotationEnabled: false,
  imageRotationInterval: 5000,
  ...overrides,
});

describe('ads as business cards', () => {
  it('maps business types to categories as the spec says', () => {
    expect(adCategory('restaurant')).toBe('Food & Drink');
    expect(adCategory('activity')).toBe('Activities & Tours');
    expect(adCategory('accommodation')).toBe('Hotels & Lodging');
    expect(adCategory('shop')).toBe('Shopping & Retail');
    expect(adCategory('retail')).toBe('Shopping & Retail');
    expect(adCategory('entertainment')).toBe('Services');
    // Not in the spec's list: tour operators belong with activities, as the partnership page promises.
    expect(adCategory('tourism')).toBe('Activities & Tours');
    expect(adCategory(null)).toBe('Services');
  });

  it('becomes ad-{id} in North Shore with no rating', () => {
    expect(adAsBusiness(ad({}))).toMatchObject({
      id: 'ad-7',
      location: 'North Shore',
      rating: null,
      isAd: true,
      category: 'Activities & Tours',
      image: '/uploads/a.jpg',
    });
  });

  it('keeps approved ads that match position and business type', () => {
    const ads = [ad({ id: 1 }), ad({ id: 2, status: 'pending' }), ad({ id: 3, position: 'sidebar' })];
    expect(matchingAds(ads, { position: 'header' }).map((a) => a.id)).toEqual([1]);
    expect(matchingAds(ads, { businessType: 'shop' })).toEqual([]);
  });

  it('joins the directory with approved content ads filtered like businesses, at most three', () => {
    const ads = [
      ad({ id: 1, position: 'content', businessType: 'restaurant', title: 'Shave Ice' }),
      ad({ id: 2, position: 'content', businessType: 'accommodation', description: 'Beach cottage' }),
      ad({ id: 3, position: 'content', status: 'rejected', businessType: 'restaurant' }),
      ad({ id: 4, position: 'header', businessType: 'restaurant' }),
      ad({ id: 5, position: 'content' }),
      ad({ id: 6, position: 'content' }),
    ];
    const first = () => 0;
    expect(directoryAds(ads, { category: 'Food & Drink' }, first).map((a) => a.id)).toEqual([1]);
    expect(directoryAds(ads, { search: 'COTTAGE' }, first).map((a) => a.id)).toEqual([2]);
    expect(directoryAds(ads, { search: 'shave', category: 'Services' }, first)).toEqual([]);
    expect(directoryAds(ads, {}, first).map((a) => a.id)).toEqual([1, 2, 5]);
    expect(directoryAds(ads, {}, () => 0.99).map((a) => a.id)).toEqual([6, 5, 2]);
  });
});

describe('beach-page slots and images', () => {
  it('fills each beach slot with the business types that belong there', () => {
    const ads = [
      ad({ id: 1, position: 'sidebar', businessType: 'tourism' }),
      ad({ id: 2, position: 'sidebar', businessType: 'retail' }),
      ad({ id: 3, position: 'sidebar', businessType: 'accommodation' }),
      ad({ id: 4, position: 'content', businessType: 'tourism' }),
    ];
    const slot = (beachSlot: 'activity' | 'accommodation' | 'shop') =>
      matchingAds(ads, { position: 'sidebar', beachSlot }).map((a) => a.id);
    expect([slot('activity'), slot('shop'), slot('accommodation')]).toEqual([[1], [2], [3]]);
  });

  it('shows the primary image first and each image once', () => {
    expect(adImages({ imageUrl: '/b.jpg', images: ['/a.jpg', '/b.jpg', '/c.jpg'] })).toEqual([
      '/b.jpg',
      '/a.jpg',
      '/c.jpg',
    ]);
    expect(adImages({ imageUrl: null, images: [] })).toEqual([]);
  });
});
