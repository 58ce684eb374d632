import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql } from 'kysely';
import type { AdEvent } from '@nsg/domain/advertising/ad.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';
import { tellingVisitors } from './placement-changes.ts';

const adEventTypes = new Set<AdEvent['type']>([
  'advertising.AdCreated',
  'advertising.AdUpdated',
  'advertising.AdApproved',
  'advertising.AdRejected',
]);

/** Ads with their moderation status, and the approved version visitors are shown. */
const adRows: Projection = {
  name: 'ads',
  tables: ['ads'],
  eventTypes: adEventTypes,
  // Every change of an ad is told to its advertiser and admins only (competitors must not learn of it).
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, adEventTypes)) return;
    const event = recorded;
    const { adId, advertiserId } = event.data;
    switch (event.type) {
      case 'advertising.AdCreated': {
        const a = event.data;
        await db
          .insertInto('ads')
          .values({
            id: a.adId,
            campaign_id: a.campaignId,
            advertiser_id: a.advertiserId,
            title: a.title,
            description: a.description,
            image_url: a.imageUrl,
            images: JSON.stringify(a.images),
            link_url: a.linkUrl,
            business_type: a.businessType,
            size: a.size,
            position: a.position,
            image_rotation_enabled: a.imageRotationEnabled,
            image_rotation_interval: a.imageRotationInterval,
            status: 'pending',
            created_at: new Date(a.createdAt),
            updated_at: new Date(a.createdAt),
            submitted_at: new Date(a.createdAt),
          })
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      }
      case 'advertising.AdUpdated': {
        const a = event.data;
        await db
          .updateTable('ads')
          .set({
            title: a.title,
            description: a.description,
            image_url: a.imageUrl,
            images: JSON.stringify(a.images),
            link_url: a.linkUrl,
            business_type: a.businessType,
            image_rotation_enabled: a.imageRotationEnabled,
            image_rotation_interval: a.imageRotationInterval,
            // Back to review; `served` keeps the approved version until an admin approves this one.
            status: 'pending',
            updated_at: new Date(a.updatedAt),
            submitted_at: new Date(a.updatedAt),
          })
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      }
      case 'advertising.AdApproved':
        await db
          .updateTable('ads')
          .set((eb) => ({
            status: 'approved',
            rejection_reason: null,
            served: eb.fn('jsonb_build_object', [
              sql.lit('title'),
              eb.ref('title'),
              sql.lit('description'),
              eb.ref('description'),
              sql.lit('imageUrl'),
              eb.ref('image_url'),
              sql.lit('images'),
              eb.ref('images'),
              sql.lit('linkUrl'),
              eb.ref('link_url'),
              sql.lit('businessType'),
              eb.ref('business_type'),
              sql.lit('imageRotationEnabled'),
              eb.ref('image_rotation_enabled'),
              sql.lit('imageRotationInterval'),
              eb.ref('image_rotation_interval'),
            ]),
            updated_at: new Date(event.data.at),
          }))
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
      case 'advertising.AdRejected':
        // A rejection stops the ad serving altogether, the approved version too.
        await db
          .updateTable('ads')
          .set({
            status: 'rejected',
            served: null,
            rejection_reason: event.data.reason,
            updated_at: new Date(event.data.at),
          })
          .where('id', '=', adId)
          .execute();
        return { ids: [adId], advertiserId, audience: 'advertiser' };
    }
  }),
};

/** The ads, also telling visitors (without ids) when the version they are shown changes. */
export const adsProjection: Projection = {
  ...adRows,
  apply: tellingVisitors(
    adRows.apply,
    (type) => type === 'advertising.AdApproved' || type === 'advertising.AdRejected',
  ),
};
