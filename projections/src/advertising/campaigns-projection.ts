import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';
import { tellingVisitors } from './placement-changes.ts';

const campaignStatusAfter: Partial<Record<CampaignEvent['type'], string>> = {
  'advertising.CampaignActivated': 'active',
  'advertising.CampaignResumed': 'active',
  'advertising.CampaignPaused': 'paused',
  'advertising.CampaignRejected': 'rejected',
  'advertising.CampaignExpired': 'expired',
  'advertising.CampaignRefunded': 'refunded',
};

const campaignEventTypes = new Set<CampaignEvent['type']>([
  'advertising.CampaignCreated',
  'advertising.CampaignUpdated',
  'advertising.CampaignActivated',
  'advertising.CampaignPaused',
  'advertising.CampaignResumed',
  'advertising.CampaignRejected',
  'advertising.CampaignExpired',
  'advertising.CampaignRescheduled',
  'advertising.CampaignRenewalReminderSent',
  'advertising.CampaignRefunded',
]);

/** Campaigns with their status; announced to their advertiser (and admins). */
const campaignRows: Projection = {
  name: 'campaigns',
  tables: ['campaigns'],
  eventTypes: campaignEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, campaignEventTypes)) return;
    const event = recorded;
    const { advertiserId, campaignId } = event.data;
    if (event.type === 'advertising.CampaignCreated') {
      const c = event.data;
      await db
        .insertInto('campaigns')
        .values({
          id: c.campaignId,
          advertiser_id: c.advertiserId,
          name: c.name,
          description: c.description,
          budget: c.budget,
          placement: c.placement,
          duration_months: c.durationMonths,
          start_date: c.startDate,
          end_date: c.endDate,
          expires_at: new Date(c.expiresAt),
          target_audience: JSON.stringify(c.targetAudience),
          status: 'pending',
          created_at: new Date(c.createdAt),
          updated_at: new Date(c.createdAt),
        })
        .execute();
    } else if (event.type === 'advertising.CampaignUpdated') {
      const c = event.data;
      await db
        .updateTable('campaigns')
        .set({
          name: c.name,
          description: c.description,
          target_audience: JSON.stringify(c.targetAudience),
          updated_at: new Date(c.at),
        })
        .where('id', '=', campaignId)
        .execute();
    } else if (event.type === 'advertising.CampaignRescheduled') {
      const c = event.data;
      await db
        .updateTable('campaigns')
        .set({
          start_date: c.startDate,
          end_date: c.endDate,
          expires_at: new Date(c.expiresAt),
          updated_at: new Date(c.at),
        })
        .where('id', '=', campaignId)
        .execute();
    } else if (event.type === 'advertising.CampaignRenewalReminderSent') {
      await db
        .updateTable('campaigns')
        .set({ renewal_reminder_sent_at: new Date(event.data.at) })
        .where('id', '=', campaignId)
        .execute();
    } else {
      const paid = event.type === 'advertising.CampaignActivated' && event.data.reason === 'payment';
      const stopped =
        event.type === 'advertising.CampaignPaused' || event.type === 'advertising.CampaignRejected';
      const moved = event.type === 'advertising.CampaignResumed' ? event.data : null;
      await db
        .updateTable('campaigns')
        .set({
          status: campaignStatusAfter[event.type]!,
          updated_at: new Date(event.data.at),
          ...(paid ? { paid: true } : {}),
          // Why an admin stopped it, until it runs again.
          ...(stopped ? { status_reason: event.data.reason ?? null } : {}),
          ...(event.type === 'advertising.CampaignResumed' || event.type === 'advertising.CampaignActivated'
            ? { status_reason: null }
            : {}),
          ...(moved?.endDate && moved.expiresAt
            ? { end_date: moved.endDate, expires_at: new Date(moved.expiresAt) }
            : {}),
        })
        .where('id', '=', campaignId)
        .execute();
    }
    return { ids: [campaignId], advertiserId, audience: 'advertiser' };
  }),
};

/** The campaigns, also telling visitors (without ids) when one starts, stops or moves: their ads come or go. */
export const campaignsProjection: Projection = {
  ...campaignRows,
  apply: tellingVisitors(
    campaignRows.apply,
    (type) => type in campaignStatusAfter || type === 'advertising.CampaignRescheduled',
  ),
};
