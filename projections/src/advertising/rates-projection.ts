import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { RateSet } from '@nsg/domain/advertising/rate.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';

const rateEventTypes = new Set<RateSet['type']>(['advertising.RateSet']);

/** Advertising rates, as admins last set them. */
export const ratesProjection: Projection = {
  name: 'advertising_rates',
  tables: ['advertising_rates'],
  eventTypes: rateEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, rateEventTypes)) return;
    const r = recorded.data;
    const row = {
      name: r.name,
      description: r.description,
      ad_type: r.adType,
      position: r.position,
      size: r.size,
      daily_rate: r.dailyRate,
      weekly_rate: r.weeklyRate,
      monthly_rate: r.monthlyRate,
      impressions_per_day: r.impressionsPerDay,
      max_ads_per_position: r.maxAdsPerPosition,
      is_active: r.isActive,
      updated_at: new Date(r.at),
    };
    await db
      .insertInto('advertising_rates')
      .values({ id: r.rateId, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    return { ids: [r.rateId], audience: 'public' };
  }),
};
