import { describe, it } from 'vitest';
import type { AdContent } from '@nsg/domain/advertising/ad.ts';
import type { ReadModelChange } from '../runner/projection.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { adsProjection } from './ads-projection.ts';

const spec = projectionSpec(adsProjection);

const AD = '5b6c7d8e-9f01-4a23-b456-789abcdef012';
const CAMPAIGN = '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b';
const ADVERTISER = '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1';
const streamId = `ad-${AD}`;
const FIRST_IMAGE = '/uploads/ads/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d-medium.webp';
const SECOND_IMAGE = '/uploads/ads/1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d-medium.webp';

const firstVersion: AdContent = {
  title: 'Sunset cruise',
  description: 'Two hours along the coast.',
  imageUrl: FIRST_IMAGE,
  images: [FIRST_IMAGE],
  linkUrl: 'https://cruise.example',
  businessType: 'tourism',
  imageRotationEnabled: false,
  imageRotationInterval: 5000,
};
const secondVersion: AdContent = {
  ...firstVersion,
  title: 'Sunset sail',
  images: [FIRST_IMAGE, SECOND_IMAGE],
  imageRotationEnabled: true,
};

const created: SpecEvent = {
  streamId,
  type: 'advertising.AdCreated',
  data: {
    ...firstVersion,
    adId: AD,
    campaignId: CAMPAIGN,
    advertiserId: ADVERTISER,
    size: 'standard',
    position: 'sidebar',
    createdAt: '2026-11-27T18:00:00.000Z',
  },
};
const edited: SpecEvent = {
  streamId,
  type: 'advertising.AdUpdated',
  data: { ...secondVersion, adId: AD, advertiserId: ADVERTISER, updatedAt: '2026-11-28T18:00:00.000Z' },
};
const moderation = { adId: AD, advertiserId: ADVERTISER, by: 'admin:1' };
const approved = (at: string): SpecEvent => ({
  streamId,
  type: 'advertising.AdApproved',
  data: { ...moderation, automatic: false, at },
});
const rejected: SpecEvent = {
  streamId,
  type: 'advertising.AdRejected',
  data: { ...moderation, reason: 'The link leads elsewhere', at: '2026-11-29T18:00:00.000Z' },
};

describe('the ads projection', () => {
  it('keeps a new ad pending review, serving nothing', async () => {
    await spec
      .given([])
      .when([created])
      .then({
        ads: [
          {
            id: AD,
            campaign_id: CAMPAIGN,
            advertiser_id: ADVERTISER,
            title: 'Sunset cruise',
            images: [FIRST_IMAGE],
            position: 'sidebar',
            status: 'pending',
            served: null,
            rejection_reason: null,
          },
        ],
      });
  });

  it('serves the content an admin approved', async () => {
    await spec
      .given([created])
      .when([approved('2026-11-27T19:00:00.000Z')])
      .then({ ads: [{ status: 'approved', served: firstVersion }] });
  });

  it('sends an edit back to review while the approved version keeps serving', async () => {
    await spec
      .given([created, approved('2026-11-27T19:00:00.000Z')])
      .when([edited])
      .then({
        ads: [
          {
            status: 'pending',
            title: 'Sunset sail',
            images: [FIRST_IMAGE, SECOND_IMAGE],
            image_rotation_enabled: true,
            served: firstVersion,
          },
        ],
      });
  });

  it('serves the edit once it is approved', async () => {
    await spec
      .given([created, approved('2026-11-27T19:00:00.000Z'), edited])
      .when([approved('2026-11-28T19:00:00.000Z')])
      .then({ ads: [{ status: 'approved', served: secondVersion }] });
  });

  it('stops serving a rejected ad altogether, the approved version too, and keeps the reason', async () => {
    await spec
      .given([created, approved('2026-11-27T19:00:00.000Z'), edited])
      .when([rejected])
      .then({ ads: [{ status: 'rejected', served: null, rejection_reason: 'The link leads elsewhere' }] });
  });

  it('forgets the reason of an earlier rejection once the ad is approved', async () => {
    await spec
      .given([created, rejected])
      .when([approved('2026-11-30T18:00:00.000Z')])
      .then({ ads: [{ status: 'approved', served: firstVersion, rejection_reason: null }] });
  });

  it('tells every change to the ad’s advertiser (and admins), never to other advertisers or visitors', async () => {
    const toAdvertiser: ReadModelChange = { ids: [AD], advertiserId: ADVERTISER, audience: 'advertiser' };
    await spec.given([]).when([created, edited]).thenAnnounces([toAdvertiser, toAdvertiser]);
  });

  it('tells visitors, without naming the ad, when the version they are shown changes', async () => {
    const toAdvertiser: ReadModelChange = { ids: [AD], advertiserId: ADVERTISER, audience: 'advertiser' };
    const toVisitors: ReadModelChange = { ids: [], audience: 'public' };
    await spec
      .given([created])
      .when([approved('2026-11-27T19:00:00.000Z'), edited, rejected])
      .thenAnnounces([toAdvertiser, toAdvertiser, toAdvertiser, toVisitors]);
  });
});
