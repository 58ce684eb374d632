import { describe, it } from 'vitest';
import type { RateInput } from '@nsg/domain/advertising/rate.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { ratesProjection } from './rates-projection.ts';

const spec = projectionSpec(ratesProjection);

const RATE = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const sidebar: RateInput = {
  name: 'Sidebar',
  description: 'Beside every guide page',
  adType: 'display',
  position: 'sidebar',
  size: 'standard',
  dailyRate: 5,
  weeklyRate: 30,
  monthlyRate: 99.5,
  impressionsPerDay: 2000,
  maxAdsPerPosition: 3,
  isActive: true,
};
const rateSet = (input: RateInput, at: string): SpecEvent => ({
  streamId: `advertising_rate-${RATE}`,
  type: 'advertising.RateSet',
  data: { ...input, rateId: RATE, by: 'admin:1', at },
});

describe('the advertising rates projection', () => {
  it('lists a rate as an admin set it', async () => {
    await spec
      .given([])
      .when([rateSet(sidebar, '2026-11-27T18:00:00.000Z')])
      .then({
        advertising_rates: [
          {
            id: RATE,
            name: 'Sidebar',
            position: 'sidebar',
            daily_rate: '5.00',
            weekly_rate: '30.00',
            monthly_rate: '99.50',
            impressions_per_day: 2000,
            max_ads_per_position: 3,
            is_active: true,
          },
        ],
      });
  });

  it('keeps one row per rate: the last setting wins, a withdrawn rate stays listed as inactive', async () => {
    await spec
      .given([rateSet(sidebar, '2026-11-27T18:00:00.000Z')])
      .when([rateSet({ ...sidebar, monthlyRate: 120, isActive: false }, '2026-11-28T18:00:00.000Z')])
      .then({
        advertising_rates: [
          {
            id: RATE,
            monthly_rate: '120.00',
            is_active: false,
            updated_at: new Date('2026-11-28T18:00:00Z'),
          },
        ],
      });
  });

  it('tells everybody: rates are public', async () => {
    await spec
      .given([])
      .when([rateSet(sidebar, '2026-11-27T18:00:00.000Z')])
      .thenAnnounces([{ ids: [RATE], audience: 'public' }]);
  });
});
