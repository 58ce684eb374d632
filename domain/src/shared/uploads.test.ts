import { describe, expect, it } from 'vitest';
import { registerAdvertiserSchema } from '../accounts/advertiser.ts';
import { editAdSchema } from '../advertising/ad.ts';

const ad = (images: string[]) => editAdSchema.safeParse({ title: 'Shave ice', description: 'Cold', images });
const UPLOADED = '/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f70.jpg';

describe('ad images are uploads of ours', () => {
  it('accepts the paths the upload routes give: photos, and each size of an ad image', () => {
    expect(ad([UPLOADED]).success).toBe(true);
    for (const size of ['small', 'medium', 'large']) {
      expect(ad([UPLOADED.replace('.jpg', `-${size}.webp`)]).success, size).toBe(true);
    }
    expect(ad([UPLOADED.replace('.jpg', '-huge.webp')]).success).toBe(false);
  });

  it('refuses third-party images and paths that are not normalised', () => {
    for (const url of [
      'https://tracker.example/pixel.gif',
      'http://tracker.example/a.jpg',
      '//tracker.example/a.jpg',
      '/uploads/../../etc/passwd',
      '/uploads//ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f70.jpg',
      `${UPLOADED}?track=1`,
      '/uploads/ads/%2e%2e/x.jpg',
      'javascript:alert(1)',
    ]) {
      expect(ad([url]).success, url).toBe(false);
    }
  });
});

describe('stored URLs are http(s) only', () => {
  const register = (website: string) =>
    registerAdvertiserSchema.safeParse({
      name: 'Kai',
      email: 'kai@shop.test',
      password: 'secret-123',
      companyName: 'Kai Co',
      website,
    });

  it('refuses javascript:, data: and other schemes for a website', () => {
    expect(register('https://shop.example').success).toBe(true);
    expect(register('http://shop.example').success).toBe(true);
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://shop.example',
      'file:///etc/passwd',
    ])
      expect(register(website).success, website).toBe(false);
  });
});
