import { describe, it } from 'vitest';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { auditProjection } from './audit-projection.ts';

const spec = projectionSpec(auditProjection);

const CAMPAIGN = '3f1c2b4a-6d5e-4f70-8a9b-0c1d2e3f4a5b';
const ADVERTISER = '9e8d7c6b-5a49-4382-a170-f6e5d4c3b2a1';
const paused = (causationId?: string): SpecEvent => ({
  streamId: `campaign-${CAMPAIGN}`,
  type: 'advertising.CampaignPaused',
  actor: 'admin:a1',
  ...(causationId ? { causationId } : {}),
  data: { campaignId: CAMPAIGN, advertiserId: ADVERTISER, by: 'admin:a1', at: '2026-11-27T19:00:00.000Z' },
});
const signedIn: SpecEvent = {
  streamId: `signin-${ADVERTISER}`,
  type: 'accounts.SignedIn',
  actor: `advertiser:${ADVERTISER}`,
  data: { advertiserId: ADVERTISER, at: '2026-11-27T18:59:00.000Z' },
};

describe('the audit projection', () => {
  it('keeps one row per event of the whole log: who did what, to which stream, with its data', async () => {
    await spec
      .given([signedIn])
      .when([paused()])
      .then({
        audit_log: [
          {
            global_position: '1',
            stream_id: `signin-${ADVERTISER}`,
            type: 'accounts.SignedIn',
            actor: `advertiser:${ADVERTISER}`,
            data: { advertiserId: ADVERTISER, at: '2026-11-27T18:59:00.000Z' },
            occurred_at: new Date('2026-11-27T20:00:00Z'),
          },
          {
            global_position: '2',
            stream_id: `campaign-${CAMPAIGN}`,
            type: 'advertising.CampaignPaused',
            actor: 'admin:a1',
            data: {
              campaignId: CAMPAIGN,
              advertiserId: ADVERTISER,
              by: 'admin:a1',
              at: '2026-11-27T19:00:00.000Z',
            },
          },
        ],
      });
  });

  it('keeps what caused each event, where its writer named it', async () => {
    await spec
      .given([paused('payment-event-9')])
      .when([paused(), paused('cmd-7')])
      .then({
        audit_log: [
          { global_position: '1', causation_id: 'payment-event-9' },
          { global_position: '2', causation_id: null },
          { global_position: '3', causation_id: 'cmd-7' },
        ],
      });
  });

  it('tells admins alone of each event, by its position', async () => {
    await spec
      .given([signedIn])
      .when([paused(), paused()])
      .thenAnnounces([
        { ids: ['2'], audience: 'admin' },
        { ids: ['3'], audience: 'admin' },
      ]);
  });
});
