import { describe, it } from 'vitest';
import { adTrafficStreamId, type TrafficFlag } from '@nsg/domain/advertising/ad-traffic.ts';
import { dateColumn, projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { adStatsProjection } from './ad-stats-projection.ts';

const spec = projectionSpec(adStatsProjection);

const AD = '5b6c7d8e-9f01-4a23-b456-789abcdef012';
const CAMPAIGN = '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b';
const ADVERTISER = '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1';
const FIRST_IMAGE = '/uploads/ads/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d-medium.webp';
const SECOND_IMAGE = '/uploads/ads/1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d-medium.webp';

interface Seen {
  at: string;
  flag?: TrafficFlag;
  imageUrl?: string | null;
  ruleVersion?: number;
}
const traffic = ({ at, flag = null, imageUrl = null, ruleVersion = 2 }: Seen) => ({
  adId: AD,
  campaignId: CAMPAIGN,
  advertiserId: ADVERTISER,
  visitorId: 'visitor-1',
  pageUrl: '/beaches/1',
  deviceType: 'mobile' as const,
  flag,
  imageUrl,
  ruleVersion,
  inputs: null,
  at,
});
const impression = (seen: Seen): SpecEvent => ({
  streamId: adTrafficStreamId(AD, 'visitor-1'),
  type: 'advertising.AdImpressionRecorded',
  data: traffic(seen),
});
const click = (seen: Seen): SpecEvent => ({
  streamId: adTrafficStreamId(AD, 'visitor-1'),
  type: 'advertising.AdClickRecorded',
  data: { ...traffic(seen), referrer: null },
});

const imageView = (seen: Seen & { imageUrl: string }): SpecEvent => ({
  streamId: adTrafficStreamId(AD, 'visitor-1'),
  type: 'advertising.AdImageViewed',
  data: { ...traffic(seen), imageUrl: seen.imageUrl },
});

describe('the ad stats projection', () => {
  it('counts impressions and clicks per ad and Hawaii day', async () => {
    await spec
      .given([])
      .when([
        impression({ at: '2026-11-27T20:00:00.000Z' }),
        click({ at: '2026-11-27T20:00:05.000Z' }),
        // 7 pm on the 27th in Hawaii: still that day.
        impression({ at: '2026-11-28T05:00:00.000Z' }),
        // Half past midnight on the 28th in Hawaii.
        impression({ at: '2026-11-28T10:30:00.000Z' }),
      ])
      .then({
        ad_stats: [
          {
            ad_id: AD,
            day: dateColumn('2026-11-27'),
            campaign_id: CAMPAIGN,
            advertiser_id: ADVERTISER,
            impressions: 2,
            clicks: 1,
            flagged_impressions: 0,
            flagged_clicks: 0,
          },
          { ad_id: AD, day: dateColumn('2026-11-28'), impressions: 1, clicks: 0 },
        ],
      });
  });

  it('adds a day’s later traffic to the counts already there', async () => {
    await spec
      .given([impression({ at: '2026-11-27T20:00:00.000Z' }), click({ at: '2026-11-27T20:00:05.000Z' })])
      .when([impression({ at: '2026-11-27T21:00:00.000Z' }), click({ at: '2026-11-27T21:00:05.000Z' })])
      .then({ ad_stats: [{ day: dateColumn('2026-11-27'), impressions: 2, clicks: 2 }] });
  });

  it('counts flagged traffic (bots, repeats, clicks never shown) apart', async () => {
    await spec
      .given([])
      .when([
        impression({ at: '2026-11-27T20:00:00.000Z' }),
        impression({ at: '2026-11-27T20:00:01.000Z', flag: 'bot' }),
        click({ at: '2026-11-27T20:00:05.000Z' }),
        click({ at: '2026-11-27T20:00:06.000Z', flag: 'repeat' }),
        click({ at: '2026-11-27T20:00:07.000Z', flag: 'no-impression' }),
      ])
      .then({
        ad_stats: [{ impressions: 1, clicks: 1, flagged_impressions: 1, flagged_clicks: 2 }],
      });
  });

  it('counts views of each image per day apart from impressions, and clicks on the image on screen', async () => {
    await spec
      .given([imageView({ at: '2026-11-27T20:00:01.000Z', imageUrl: FIRST_IMAGE })])
      .when([
        impression({ at: '2026-11-27T20:00:01.000Z', imageUrl: FIRST_IMAGE }),
        click({ at: '2026-11-27T20:00:05.000Z', imageUrl: FIRST_IMAGE }),
        imageView({ at: '2026-11-27T20:00:06.000Z', imageUrl: SECOND_IMAGE }),
        imageView({ at: '2026-11-27T20:00:07.000Z', imageUrl: SECOND_IMAGE, flag: 'token-used' }),
        // The next Hawaii day.
        imageView({ at: '2026-11-28T10:30:00.000Z', imageUrl: SECOND_IMAGE }),
      ])
      .then({
        ad_image_views: [
          {
            image_url: FIRST_IMAGE,
            day: dateColumn('2026-11-27'),
            advertiser_id: ADVERTISER,
            views: 1,
            clicks: 1,
          },
          { image_url: SECOND_IMAGE, day: dateColumn('2026-11-27'), views: 1, clicks: 0 },
          { image_url: SECOND_IMAGE, day: dateColumn('2026-11-28'), views: 1, clicks: 0 },
        ],
        // One impression for the ad however many of its images were seen.
        ad_stats: [{ impressions: 1, clicks: 1 }],
      });
  });

  it('reads an impression counted by rule 1 (one per image on screen) as a view of that image', async () => {
    await spec
      .given([])
      .when([
        impression({ at: '2026-11-27T20:00:00.000Z', imageUrl: FIRST_IMAGE, ruleVersion: 1 }),
        impression({ at: '2026-11-27T20:00:03.000Z', imageUrl: SECOND_IMAGE, ruleVersion: 1 }),
      ])
      .then({
        ad_image_views: [
          { image_url: FIRST_IMAGE, views: 1 },
          { image_url: SECOND_IMAGE, views: 1 },
        ],
      });
  });

  it('tells the ad’s advertiser (and admins) of each impression and click, nobody else', async () => {
    await spec
      .given([])
      .when([impression({ at: '2026-11-27T20:00:00.000Z' }), click({ at: '2026-11-27T20:00:05.000Z' })])
      .thenAnnounces([
        { ids: [AD], advertiserId: ADVERTISER, audience: 'advertiser' },
        { ids: [AD], advertiserId: ADVERTISER, audience: 'advertiser' },
      ]);
  });
});
