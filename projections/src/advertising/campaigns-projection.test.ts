import { describe, it } from 'vitest';
import type { CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import { dateColumn, projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { campaignsProjection } from './campaigns-projection.ts';

const spec = projectionSpec(campaignsProjection);

const CAMPAIGN = '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b';
const ADVERTISER = '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1';
const streamId = `campaign-${CAMPAIGN}`;
const change = { campaignId: CAMPAIGN, advertiserId: ADVERTISER, by: 'admin:1' };

const created: SpecEvent = {
  streamId,
  type: 'advertising.CampaignCreated',
  data: {
    campaignId: CAMPAIGN,
    advertiserId: ADVERTISER,
    name: 'Winter swell season',
    description: 'Board rentals for the big days.',
    durationMonths: 3,
    budget: 450,
    placement: 'sidebar',
    startDate: '2026-12-01',
    endDate: '2027-03-01',
    expiresAt: '2027-03-02T10:00:00.000Z',
    targetAudience: { ages: [18, 45], interests: ['Surfing'] },
    createdAt: '2026-11-27T18:00:00.000Z',
  },
};

type StatusChange = Extract<
  CampaignEvent,
  {
    type: 'advertising.CampaignPaused' | 'advertising.CampaignResumed' | 'advertising.CampaignExpired';
  }
>['type'];
const statusChange = (type: StatusChange, at: string): SpecEvent => ({
  streamId,
  type,
  data: { ...change, at },
});
const activated = (reason: 'payment' | 'admin'): SpecEvent => ({
  streamId,
  type: 'advertising.CampaignActivated',
  data: {
    ...change,
    reason,
    paymentId: reason === 'payment' ? 'payment-1' : null,
    at: '2026-11-27T19:00:00.000Z',
  },
});

describe('the campaigns projection', () => {
  it('keeps a new campaign pending and unpaid, with what was bought', async () => {
    await spec
      .given([])
      .when([created])
      .then({
        campaigns: [
          {
            id: CAMPAIGN,
            advertiser_id: ADVERTISER,
            status: 'pending',
            paid: false,
            budget: '450.00',
            placement: 'sidebar',
            duration_months: 3,
            start_date: dateColumn('2026-12-01'),
            end_date: dateColumn('2027-03-01'),
            target_audience: { ages: [18, 45], interests: ['Surfing'] },
            renewal_reminder_sent_at: null,
          },
        ],
      });
  });

  it('marks a campaign activated by its payment as paid', async () => {
    await spec
      .given([created])
      .when([activated('payment')])
      .then({ campaigns: [{ status: 'active', paid: true, updated_at: new Date('2026-11-27T19:00:00Z') }] });
  });

  it('leaves a campaign an admin activated without payment unpaid', async () => {
    await spec
      .given([created])
      .when([activated('admin')])
      .then({ campaigns: [{ status: 'active', paid: false }] });
  });

  it('follows pauses, resumptions and the expiry, and a paid campaign stays paid', async () => {
    await spec
      .given([created, activated('payment')])
      .when([statusChange('advertising.CampaignPaused', '2026-12-10T00:00:00.000Z')])
      .then({ campaigns: [{ status: 'paused', paid: true }] });
    await spec
      .given([
        created,
        activated('payment'),
        statusChange('advertising.CampaignPaused', '2026-12-10T00:00:00.000Z'),
      ])
      .when([
        statusChange('advertising.CampaignResumed', '2026-12-11T00:00:00.000Z'),
        statusChange('advertising.CampaignExpired', '2027-03-02T10:00:00.000Z'),
      ])
      .then({
        campaigns: [{ status: 'expired', paid: true, updated_at: new Date('2027-03-02T10:00:00Z') }],
      });
  });

  it('shows a rejected campaign as rejected', async () => {
    await spec
      .given([created])
      .when([
        {
          streamId,
          type: 'advertising.CampaignRejected',
          data: { ...change, previousStatus: 'pending', at: '2026-11-28T00:00:00.000Z' },
        },
      ])
      .then({ campaigns: [{ status: 'rejected', paid: false }] });
  });

  it('shows a refunded campaign as refunded', async () => {
    await spec
      .given([created, activated('payment')])
      .when([
        {
          streamId,
          type: 'advertising.CampaignRefunded',
          data: {
            ...change,
            paymentId: 'payment-1',
            refundId: 're_1',
            amount: 45000,
            previousStatus: 'active',
            at: '2026-11-28T00:00:00.000Z',
          },
        },
      ])
      .then({ campaigns: [{ status: 'refunded' }] });
  });

  it('takes an edit of the name, description and audience, and keeps the dates', async () => {
    await spec
      .given([created])
      .when([
        {
          streamId,
          type: 'advertising.CampaignUpdated',
          data: {
            ...change,
            name: 'Big wave season',
            description: 'Guns and leashes to rent.',
            targetAudience: { ages: [21, 60], interests: ['Surfing', 'Water Sports'] },
            at: '2026-11-28T00:00:00.000Z',
          },
        },
      ])
      .then({
        campaigns: [
          {
            name: 'Big wave season',
            description: 'Guns and leashes to rent.',
            target_audience: { ages: [21, 60], interests: ['Surfing', 'Water Sports'] },
            start_date: dateColumn('2026-12-01'),
            status: 'pending',
          },
        ],
      });
  });

  it('moves a rescheduled campaign to its new dates', async () => {
    await spec
      .given([created])
      .when([
        {
          streamId,
          type: 'advertising.CampaignRescheduled',
          data: {
            ...change,
            startDate: '2027-01-01',
            endDate: '2027-04-01',
            expiresAt: '2027-04-02T10:00:00.000Z',
            at: '2026-12-02T00:00:00.000Z',
          },
        },
      ])
      .then({
        campaigns: [
          {
            start_date: dateColumn('2027-01-01'),
            end_date: dateColumn('2027-04-01'),
            expires_at: new Date('2027-04-02T10:00:00Z'),
            status: 'pending',
          },
        ],
      });
  });

  it('remembers when the renewal reminder went out', async () => {
    await spec
      .given([created, activated('payment')])
      .when([
        {
          streamId,
          type: 'advertising.CampaignRenewalReminderSent',
          data: { ...change, messageId: 'message-1', at: '2027-02-20T00:00:00.000Z' },
        },
      ])
      .then({
        campaigns: [{ status: 'active', renewal_reminder_sent_at: new Date('2027-02-20T00:00:00Z') }],
      });
  });

  it('tells the campaign’s advertiser (and admins) of each change, nobody else', async () => {
    await spec
      .given([])
      .when([created])
      .thenAnnounces([{ ids: [CAMPAIGN], advertiserId: ADVERTISER, audience: 'advertiser' }]);
  });

  it('tells visitors, without naming the campaign, when it starts or stops: its ads come or go', async () => {
    await spec
      .given([created])
      .when([activated('payment')])
      .thenAnnounces([
        { ids: [CAMPAIGN], advertiserId: ADVERTISER, audience: 'advertiser' },
        { ids: [], audience: 'public' },
      ]);
  });
});
