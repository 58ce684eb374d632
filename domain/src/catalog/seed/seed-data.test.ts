import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_BEACHES } from './beaches.ts';
import { SEED_BUSINESSES } from './businesses.ts';
import {
  ECO_CATEGORY_IDS,
  SEED_ECO_CATEGORIES,
  SEED_ECO_CHALLENGES,
  SEED_ECO_REWARDS,
  seedRewardFor,
} from './eco.ts';
import { SEED_LOCAL_TIPS } from './local-tips.ts';
import { SEED_PRODUCTS } from './products.ts';
import { SEED_SURVEY_CATEGORIES } from './survey-categories.ts';
import {
  BUSINESS_CATEGORIES,
  PRODUCT_CATEGORIES,
  SURF_STATUSES,
  TIP_CATEGORIES,
  type DecimalDegrees,
} from './types.ts';

const NORTH_SHORE = { minLat: 21.56, maxLat: 21.72, minLng: -158.16, maxLng: -157.93 };
const PUBLIC_DIR = fileURLToPath(new URL('../../../../frontend/public', import.meta.url));

function ids(items: readonly { id: number }[]): number[] {
  return items.map((item) => item.id);
}

function expectStableIds(items: readonly { id: number }[]): void {
  expect(ids(items)).toEqual(items.map((_, index) => index + 1));
}

function expectOnNorthShore(place: { latitude: DecimalDegrees; longitude: DecimalDegrees }): void {
  expect(place.latitude).toMatch(/^-?\d{1,2}\.\d{6}$/);
  expect(place.longitude).toMatch(/^-?\d{1,3}\.\d{6}$/);
  const lat = Number(place.latitude);
  const lng = Number(place.longitude);
  expect(lat).toBeGreaterThanOrEqual(-90);
  expect(lat).toBeLessThanOrEqual(90);
  expect(lng).toBeGreaterThanOrEqual(-180);
  expect(lng).toBeLessThanOrEqual(180);
  expect(lat).toBeGreaterThanOrEqual(NORTH_SHORE.minLat);
  expect(lat).toBeLessThanOrEqual(NORTH_SHORE.maxLat);
  expect(lng).toBeGreaterThanOrEqual(NORTH_SHORE.minLng);
  expect(lng).toBeLessThanOrEqual(NORTH_SHORE.maxLng);
}

function expectShippedImage(path: string): void {
  expect(path).toMatch(/^\/images\/[a-z0-9_/-]+\.svg$/);
  const file = `${PUBLIC_DIR}${path}`;
  expect(existsSync(file), `${path} is shipped`).toBe(true);
  expect(statSync(file).size).toBeLessThan(8 * 1024);
  expect(readFileSync(file, 'utf8')).toMatch(/<title[^>]*>[^<]+<\/title>/);
}

function countBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('seeded beaches', () => {
  it('have stable ids 1..N and unique names', () => {
    expectStableIds(SEED_BEACHES);
    expect(new Set(SEED_BEACHES.map((beach) => beach.name)).size).toBe(SEED_BEACHES.length);
  });

  it('include the well-known North Shore beaches', () => {
    const names = SEED_BEACHES.map((beach) => beach.name).join('|');
    for (const name of [
      'Pipeline',
      'Sunset Beach',
      'Waimea Bay',
      'Sharks Cove',
      'Haleiwa Alii',
      'Laniakea',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain("Chun's Reef");
    expect(names).toContain('Kawela Bay');
  });

  it('sit on the North Shore with a positive geofence', () => {
    for (const beach of SEED_BEACHES) {
      expectOnNorthShore(beach);
      expect(beach.geofenceRadius).toBeGreaterThan(0);
      expect(Number.isInteger(beach.geofenceRadius)).toBe(true);
    }
  });

  it('use known surf statuses, height ranges and shipped images', () => {
    for (const beach of SEED_BEACHES) {
      expect(SURF_STATUSES).toContain(beach.surfStatus);
      expect(beach.surfHeight).toMatch(/^\d+-\d+ ft$/);
      expectShippedImage(beach.image);
    }
  });

  it('state the lifeguard towers correctly', () => {
    const guarded = (fragment: string) =>
      SEED_BEACHES.find((beach) => beach.name.includes(fragment))?.hasLifeguards;
    for (const name of ['Pipeline', 'Sunset Beach', 'Waimea Bay', 'Haleiwa Alii'])
      expect(guarded(name)).toBe(true);
    for (const name of ['Sharks Cove', 'Laniakea', "Chun's Reef", 'Kawela Bay'])
      expect(guarded(name)).toBe(false);
  });

  it('have descriptions long enough for Read More', () => {
    for (const beach of SEED_BEACHES) expect(beach.description.length).toBeGreaterThan(120);
  });
});

describe('seeded businesses', () => {
  it('have stable ids and at least 24 entries', () => {
    expectStableIds(SEED_BUSINESSES);
    expect(SEED_BUSINESSES.length).toBeGreaterThanOrEqual(24);
  });

  it('use every category at least three times', () => {
    const counts = countBy(SEED_BUSINESSES, (business) => business.category);
    for (const category of BUSINESS_CATEGORIES) expect(counts.get(category) ?? 0).toBeGreaterThanOrEqual(3);
    for (const business of SEED_BUSINESSES) expect(BUSINESS_CATEGORIES).toContain(business.category);
  });

  it('sit on the North Shore and show shipped images', () => {
    for (const business of SEED_BUSINESSES) {
      expectOnNorthShore(business);
      expectShippedImage(business.image);
    }
  });

  it('have short descriptions, some long enough for Read More', () => {
    for (const business of SEED_BUSINESSES) {
      expect(business.description.length).toBeGreaterThan(20);
      expect(business.description.length).toBeLessThan(400);
    }
    expect(SEED_BUSINESSES.filter((business) => business.description.length > 100).length).toBeGreaterThan(5);
  });

  it('use fictional phone numbers', () => {
    for (const business of SEED_BUSINESSES) {
      if (business.phone !== undefined) expect(business.phone).toMatch(/^\(808\) 555-01\d\d$/);
    }
  });
});

describe('seeded products', () => {
  it('have stable ids and cover every shop category', () => {
    expectStableIds(SEED_PRODUCTS);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(15);
    const used = new Set(SEED_PRODUCTS.map((product) => product.category));
    expect([...used].sort()).toEqual([...PRODUCT_CATEGORIES].sort());
  });

  it('are priced in positive integer cents', () => {
    for (const product of SEED_PRODUCTS) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('show shipped images', () => {
    for (const product of SEED_PRODUCTS) expectShippedImage(product.image);
  });
});

describe('seeded local tips', () => {
  it('have stable ids and cover every tip category', () => {
    expectStableIds(SEED_LOCAL_TIPS);
    expect(SEED_LOCAL_TIPS.length).toBeGreaterThanOrEqual(15);
    const used = new Set(SEED_LOCAL_TIPS.map((tip) => tip.category));
    expect([...used].sort()).toEqual([...TIP_CATEGORIES].sort());
  });

  it('rate in half steps from 1 to 5 and use snake_case tags', () => {
    for (const tip of SEED_LOCAL_TIPS) {
      expect(tip.localRating).toBeGreaterThanOrEqual(1);
      expect(tip.localRating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(tip.localRating * 2)).toBe(true);
      expect(tip.tags.length).toBeGreaterThan(0);
      for (const tag of tip.tags) expect(tag).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('mix verified and unverified, seasonal and year-round tips', () => {
    expect(SEED_LOCAL_TIPS.some((tip) => tip.isVerified)).toBe(true);
    expect(SEED_LOCAL_TIPS.some((tip) => !tip.isVerified)).toBe(true);
    expect(SEED_LOCAL_TIPS.some((tip) => tip.season === 'winter')).toBe(true);
    expect(SEED_LOCAL_TIPS.some((tip) => tip.season === 'summer')).toBe(true);
  });

  it('sit on the North Shore', () => {
    for (const tip of SEED_LOCAL_TIPS) expectOnNorthShore(tip);
  });
});

describe('seeded eco catalog', () => {
  it('has the three categories of the home teaser', () => {
    expectStableIds(SEED_ECO_CATEGORIES);
    expect(SEED_ECO_CATEGORIES.map((category) => category.name)).toEqual([
      'Ocean Protection',
      'Wildlife Protection',
      'Sustainable Living',
    ]);
    for (const category of SEED_ECO_CATEGORIES) expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ['ocean', ECO_CATEGORY_IDS.ocean, 5, 50],
    ['wildlife', ECO_CATEGORY_IDS.wildlife, 3, 75],
    ['sustainable', ECO_CATEGORY_IDS.sustainable, 4, 60],
  ])('has the teaser count and top points for %s', (_name, categoryId, count, maxPoints) => {
    const challenges = SEED_ECO_CHALLENGES.filter((challenge) => challenge.categoryId === categoryId);
    expect(challenges.length).toBe(count);
    expect(Math.max(...challenges.map((challenge) => challenge.points))).toBe(maxPoints);
  });

  it('has challenges with stable ids, known categories and plausible impact', () => {
    expectStableIds(SEED_ECO_CHALLENGES);
    const categoryIds = ids(SEED_ECO_CATEGORIES);
    for (const challenge of SEED_ECO_CHALLENGES) {
      expect(categoryIds).toContain(challenge.categoryId);
      expect(challenge.points).toBeGreaterThan(0);
      expect(challenge.requirements.length).toBeGreaterThan(0);
      expect(challenge.tips.length).toBeGreaterThan(0);
      for (const grams of [challenge.co2SavedGrams, challenge.wasteReducedGrams]) {
        expect(Number.isInteger(grams)).toBe(true);
        expect(grams).toBeGreaterThanOrEqual(0);
        expect(grams).toBeLessThanOrEqual(10_000);
      }
    }
  });

  it('has rewards honoured by seeded businesses and valid into 2027 or later', () => {
    expectStableIds(SEED_ECO_REWARDS);
    expect(SEED_ECO_REWARDS.length).toBeGreaterThanOrEqual(5);
    const businessIds = ids(SEED_BUSINESSES);
    for (const reward of SEED_ECO_REWARDS) {
      expect(businessIds).toContain(reward.businessId);
      expect(reward.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(reward.validUntil))).toBe(false);
      expect(reward.validUntil >= '2027-01-01').toBe(true);
      expect(reward.pointsRequired).toBeGreaterThan(0);
      if (reward.maxRedemptions !== null) expect(reward.maxRedemptions).toBeGreaterThan(0);
      if (reward.discountAmount !== null) expect(Number.isInteger(reward.discountAmount)).toBe(true);
      if (reward.rewardType === 'discount') {
        expect((reward.discountPercent ?? 0) > 0 || (reward.discountAmount ?? 0) > 0).toBe(true);
      }
    }
    expect(SEED_ECO_REWARDS.some((reward) => reward.maxRedemptions !== null)).toBe(true);
    expect(SEED_ECO_REWARDS.some((reward) => reward.maxRedemptions === null)).toBe(true);
    expect(new Set(SEED_ECO_REWARDS.map((reward) => reward.pointsRequired)).size).toBeGreaterThan(3);
  });
});

describe('seeded survey categories', () => {
  it('have stable ids, unique names and hex colours', () => {
    expectStableIds(SEED_SURVEY_CATEGORIES);
    expect(new Set(SEED_SURVEY_CATEGORIES.map((category) => category.name)).size).toBe(
      SEED_SURVEY_CATEGORIES.length,
    );
    for (const category of SEED_SURVEY_CATEGORIES) expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('shipped static images', () => {
  it.each([
    '/images/hero.svg',
    '/images/beaches/pipeline.svg',
    '/images/beaches/sunset.svg',
    '/images/beaches/waimea.svg',
    '/images/beaches/sharks_cove.svg',
    '/images/gallery/1.svg',
    '/images/gallery/2.svg',
    '/images/gallery/3.svg',
    '/images/gallery/4.svg',
    '/images/users/avatar.svg',
    '/images/weather/sunny.svg',
    '/images/weather/partly-cloudy.svg',
    '/images/weather/cloudy.svg',
    '/images/weather/rain.svg',
    '/images/weather/storm.svg',
    '/images/weather/wind.svg',
    '/images/food.svg',
    '/images/stock-ad.svg',
  ])('ships %s', (path) => {
    expectShippedImage(path);
  });
});

describe('seeded rewards on a first start', () => {
  const reward = SEED_ECO_REWARDS[0]!;
  it('are valid to the end of the next year in Hawaii', () => {
    // 05:00 UTC on New Year's Day is still the last evening of 2028 in Hawaii.
    expect(seedRewardFor(reward, new Date('2029-01-01T05:00:00Z')).validUntil).toBe('2029-12-31');
    expect(seedRewardFor(reward, new Date('2029-01-01T12:00:00Z')).validUntil).toBe('2030-12-31');
  });
  it('never end before the day they were written with', () => {
    expect(seedRewardFor(reward, new Date('2026-01-15T12:00:00Z')).validUntil).toBe(reward.validUntil);
  });
});
