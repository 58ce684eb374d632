import { withArticle } from '../shared/errors.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advertiserDecider, type AdvertiserEvent } from '../accounts/advertiser.ts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { adDecider, businessTypes, createAdSchema, type AdEvent } from './ad.ts';
import { beachSlotOf, PLACEMENT_NOT_OFFERED_MESSAGE, type OfferedRate } from './placement.ts';
import { clickFlag, ctr, REPEAT_CLICK_WINDOW_MS } from './ad-traffic.ts';
import {
  campaignDecider,
  createCampaignSchema,
  editCampaignSchema,
  type CampaignEvent,
  type CampaignStatus,
} from './campaign.ts';
import { paymentDecider, type PaymentEvent } from './payment.ts';
import { addMonths, amountCentsFor, budgetFor } from './pricing.ts';

const now = new Date('2026-03-01T20:00:00.000Z');
const at = now.toISOString();
const campaignId = '11111111-1111-4111-8111-111111111111';
const advertiserId = '22222222-2222-4222-8222-222222222222';
const adId = '33333333-3333-4333-8333-333333333333';
const change = { campaignId, advertiserId, by: 'admin:a', at };

const rawInput = {
  name: 'Spring surf lessons',
  description: 'Lessons at Puaena Point',
  durationMonths: 3,
  budget: 1,
  startDate: '2026-03-10',
  targetAudience: { ages: [18, 65], interests: ['Surfing'] },
};
const input = createCampaignSchema.parse(rawInput);
const created: CampaignEvent = campaignDecider.decide(
  { kind: 'CreateCampaign', campaignId, advertiserId, input, rates: [], now },
  { exists: false },
)[0]!;

describe('pricing', () => {
  it('charges $30 a month and 100 cents per dollar', () => {
    expect([1, 3, 6, 12].map((months) => budgetFor(months))).toEqual([30, 90, 180, 360]);
    expect(amountCentsFor(budgetFor(12))).toBe(36000);
  });
  it('ends a campaign the given months after it starts', () => {
    expect(addMonths('2026-03-10', 1)).toBe('2026-04-10');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
  });
});

describe('placements', () => {
  const createWith = (placement: string, rates: OfferedRate[]) =>
    campaignDecider.decide(
      {
        kind: 'CreateCampaign',
        campaignId,
        advertiserId,
        input: createCampaignSchema.parse({ ...rawInput, placement }),
        rates,
        now,
      },
      { exists: false },
    )[0] as CampaignEvent;

  it('prices a placement by the lowest active rate for its position, times the months', () => {
    const rates: OfferedRate[] = [
      { position: 'header', monthlyRate: 80, isActive: true },
      { position: 'header', monthlyRate: 65.5, isActive: true },
      { position: 'header', monthlyRate: 10, isActive: false },
    ];
    expect(createWith('header', rates)).toMatchObject({ data: { placement: 'header', budget: 196.5 } });
  });

  it("sells a placement at the spec's $30 a month while no rate is set, and not once its rates are off", () => {
    expect(createWith('sidebar', [])).toMatchObject({ data: { placement: 'sidebar', budget: 90 } });
    const withdrawn = [{ position: 'sidebar', monthlyRate: 50, isActive: false }];
    expect(() => createWith('sidebar', withdrawn)).toThrow(PLACEMENT_NOT_OFFERED_MESSAGE);
  });

  it('puts every business type in a beach-page slot', () => {
    expect(businessTypes.map((type) => [type, beachSlotOf(type)])).toEqual([
      ['restaurant', 'shop'],
      ['retail', 'shop'],
      ['tourism', 'activity'],
      ['services', 'shop'],
      ['accommodation', 'accommodation'],
      ['entertainment', 'activity'],
      ['other', 'shop'],
    ]);
  });
});

describe('campaign form', () => {
  it('derives nothing from the client and gives the spec messages', () => {
    const result = createCampaignSchema.safeParse({
      name: '',
      description: 'x'.repeat(501),
      durationMonths: 2,
      startDate: '',
      targetAudience: { ages: [12, 81], interests: [] },
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Campaign name is required',
        'Description must be under 500 characters',
        'Duration must be 1, 3, 6 or 12 months',
        'Start date is required',
        'Age must be at least 13',
        'Age must be at most 80',
      ]),
    );
  });
});

const paidActivation: CampaignEvent = {
  type: 'advertising.CampaignActivated',
  data: { ...change, reason: 'payment', paymentId: 'p1' },
};
const refunded: CampaignEvent = {
  type: 'advertising.CampaignRefunded',
  data: { ...change, paymentId: 'p1', refundId: 're_1', amount: 9000, previousStatus: 'active' },
};

describe('campaign decider', () => {
  it('creates a pending campaign with the budget and end date derived on the server', () => {
    expect(created).toMatchObject({
      type: 'advertising.CampaignCreated',
      data: { budget: 90, startDate: '2026-03-10', endDate: '2026-06-10', durationMonths: 3 },
    });
  });

  it('activates a pending campaign once per payment', () => {
    const activated: CampaignEvent = {
      type: 'advertising.CampaignActivated',
      data: { ...change, by: 'system:stripe', reason: 'payment', paymentId: 'p1' },
    };
    deciderSpec(campaignDecider)
      .given([created])
      .when({ kind: 'RecordPayment', paymentId: 'p1', by: 'system:stripe', now })
      .then([activated]);
    deciderSpec(campaignDecider)
      .given([created, activated])
      .when({ kind: 'RecordPayment', paymentId: 'p1', by: 'system:stripe', now })
      .then([]);
  });

  const eventsFor = (status: CampaignStatus): CampaignEvent[] => {
    const activated: CampaignEvent = {
      type: 'advertising.CampaignActivated',
      data: { ...change, reason: 'admin', paymentId: null },
    };
    switch (status) {
      case 'pending':
        return [created];
      case 'active':
        return [created, activated];
      case 'paused':
        return [created, activated, { type: 'advertising.CampaignPaused', data: change }];
      case 'rejected':
        return [
          created,
          { type: 'advertising.CampaignRejected', data: { ...change, previousStatus: 'pending' } },
        ];
      case 'expired':
        return [created, activated, { type: 'advertising.CampaignExpired', data: change }];
      case 'refunded':
        return [created, paidActivation, refunded];
    }
  };
  const allowed: Record<CampaignStatus, string[]> = {
    pending: ['active', 'rejected'],
    active: ['paused', 'rejected'],
    paused: ['active', 'rejected'],
    rejected: [],
    expired: [],
    refunded: [],
  };

  it('allows the admin transitions of section 4 and refuses every other one with a 409 naming the status', () => {
    for (const from of ['pending', 'active', 'paused', 'rejected', 'expired', 'refunded'] as const) {
      for (const to of ['active', 'paused', 'rejected'] as const) {
        const spec = deciderSpec(campaignDecider)
          .given(eventsFor(from))
          .when({ kind: 'ChangeCampaignStatus', status: to, by: 'admin:a', now });
        if (from === 'pending' && to === 'active') {
          // An unpaid campaign is never approved into service (a paid one activated by its payment).
          spec.thenThrows('conflict', 'has not been paid for');
        } else if (allowed[from].includes(to)) {
          const events = campaignDecider.decide(
            { kind: 'ChangeCampaignStatus', status: to, reason: 'Out of season', by: 'admin:a', now },
            eventsFor(from).reduce(campaignDecider.evolve, campaignDecider.initialState()),
          );
          const after = events.reduce(
            campaignDecider.evolve,
            eventsFor(from).reduce(campaignDecider.evolve, campaignDecider.initialState()),
          );
          expect(after).toMatchObject({ status: to });
        } else {
          spec.thenThrows('conflict', `Cannot change ${withArticle(from)} campaign to ${to}`);
        }
      }
    }
  });

  it('pauses or rejects a paid campaign only with a reason, which the event carries', () => {
    for (const status of ['paused', 'rejected'] as const) {
      deciderSpec(campaignDecider)
        .given([created, paidActivation])
        .when({ kind: 'ChangeCampaignStatus', status, by: 'admin:a', now })
        .thenThrows('invalid', 'Say why');
    }
    deciderSpec(campaignDecider)
      .given([created, paidActivation])
      .when({
        kind: 'ChangeCampaignStatus',
        status: 'rejected',
        reason: 'Misleading offer',
        by: 'admin:a',
        now,
      })
      .then([
        {
          type: 'advertising.CampaignRejected',
          data: { ...change, previousStatus: 'active', reason: 'Misleading offer' },
        },
      ]);
  });

  it('records a refund once, of a paid campaign only, and the refunded campaign stops for good', () => {
    const refund = {
      kind: 'RecordRefund' as const,
      paymentId: 'p1',
      refundId: 're_1',
      amount: 9000,
      by: 'admin:a',
      now,
    };
    deciderSpec(campaignDecider).given([created, paidActivation]).when(refund).then([refunded]);
    deciderSpec(campaignDecider).given([created, paidActivation, refunded]).when(refund).then([]);
    deciderSpec(campaignDecider)
      .given([
        created,
        { type: 'advertising.CampaignActivated', data: { ...change, reason: 'admin', paymentId: null } },
      ])
      .when(refund)
      .thenThrows('conflict', 'Only a campaign that has been paid for can be refunded');
    deciderSpec(campaignDecider)
      .given([created, paidActivation, refunded])
      .when({ kind: 'ExpireCampaign', by: 'system', now })
      .then([]);
  });

  it('resumes a paused campaign with CampaignResumed', () => {
    deciderSpec(campaignDecider)
      .given(eventsFor('paused'))
      .when({ kind: 'ChangeCampaignStatus', status: 'active', by: 'admin:a', now })
      .then([{ type: 'advertising.CampaignResumed', data: change }]);
  });

  it('expires only running campaigns, and sends one renewal reminder', () => {
    deciderSpec(campaignDecider)
      .given(eventsFor('active'))
      .when({ kind: 'ExpireCampaign', by: 'system:expiry', now })
      .then([{ type: 'advertising.CampaignExpired', data: { ...change, by: 'system:expiry' } }]);
    deciderSpec(campaignDecider)
      .given(eventsFor('pending'))
      .when({ kind: 'ExpireCampaign', by: 'system:expiry', now })
      .then([]);
    const reminder: CampaignEvent = {
      type: 'advertising.CampaignRenewalReminderSent',
      data: { ...change, by: 'system:expiry', messageId: 'm1' },
    };
    deciderSpec(campaignDecider)
      .given(eventsFor('active'))
      .when({ kind: 'RecordRenewalReminder', messageId: 'm1', by: 'system:expiry', now })
      .then([reminder]);
    deciderSpec(campaignDecider)
      .given([...eventsFor('active'), reminder])
      .when({ kind: 'RecordRenewalReminder', messageId: 'm1', by: 'system:expiry', now })
      .then([]);
  });

  const edit = editCampaignSchema.parse({
    name: 'Summer surf lessons',
    description: "Lessons at Puaena Point and Chun's Reef",
    targetAudience: { ages: [16, 40], interests: ['Surfing', 'Water Sports'] },
    durationMonths: 12,
    budget: 1,
  });
  const editBy = (by: string, owner = advertiserId) =>
    ({ kind: 'EditCampaign', advertiserId: owner, input: edit, by, now }) as const;

  it('lets the owner edit name, description and audience while the campaign is not closed', () => {
    for (const status of ['pending', 'active', 'paused'] as const) {
      deciderSpec(campaignDecider)
        .given(eventsFor(status))
        .when(editBy(`advertiser:${advertiserId}`))
        .then([
          {
            type: 'advertising.CampaignUpdated',
            data: {
              ...change,
              by: `advertiser:${advertiserId}`,
              name: 'Summer surf lessons',
              description: "Lessons at Puaena Point and Chun's Reef",
              targetAudience: { ages: [16, 40], interests: ['Surfing', 'Water Sports'] },
            },
          },
        ]);
    }
    // What was paid for is not editable: a sent duration or budget is not even read.
    expect(edit).not.toHaveProperty('durationMonths');
    expect(edit).not.toHaveProperty('budget');
  });

  it("refuses to edit a closed campaign, or somebody else's", () => {
    for (const status of ['rejected', 'expired'] as const) {
      deciderSpec(campaignDecider)
        .given(eventsFor(status))
        .when(editBy('advertiser:a'))
        .thenThrows('conflict', `Cannot edit a ${status} campaign`);
    }
    deciderSpec(campaignDecider)
      .given(eventsFor('active'))
      .when(editBy('advertiser:b', '44444444-4444-4444-8444-444444444444'))
      .thenThrows('not_found');
    deciderSpec(campaignDecider).given([]).when(editBy('advertiser:a')).thenThrows('not_found');
  });

  it("validates an edit with the campaign form's rules", () => {
    const result = editCampaignSchema.safeParse({
      name: ' ',
      description: 'x'.repeat(501),
      targetAudience: { ages: [12, 81], interests: [] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Campaign name is required'],
      ['description', 'Description must be under 500 characters'],
      ['targetAudience.ages.0', 'Age must be at least 13'],
      ['targetAudience.ages.1', 'Age must be at most 80'],
    ]);
  });

  it('refuses commands on a campaign that does not exist', () => {
    deciderSpec(campaignDecider)
      .given([])
      .when({ kind: 'ChangeCampaignStatus', status: 'active', by: 'admin:a', now })
      .thenThrows('not_found');
  });
});

describe('ad decider', () => {
  const adInput = createAdSchema.parse({
    campaignId,
    title: 'Shave ice',
    description: 'Best on the North Shore',
    linkUrl: '',
    images: ['/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f70.jpg'],
  });
  const create = (status: CampaignStatus, owner = advertiserId) =>
    deciderSpec(adDecider)
      .given([])
      .when({
        kind: 'CreateAd',
        adId,
        advertiserId,
        input: adInput,
        campaign: { advertiserId: owner, status, placement: 'content' },
        now,
      });
  const createdAd = adDecider.decide(
    {
      kind: 'CreateAd',
      adId,
      advertiserId,
      input: adInput,
      campaign: { advertiserId, status: 'pending', placement: 'content' },
      now,
    },
    { exists: false },
  )[0] as AdEvent;

  it('creates a pending ad in a pending campaign, with the primary image as imageUrl', () => {
    expect(createdAd).toMatchObject({
      type: 'advertising.AdCreated',
      data: {
        imageUrl: '/uploads/ads/0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f70.jpg',
        linkUrl: null,
        size: 'standard',
        position: 'content',
      },
    });
  });

  it('never approves an ad by itself, not even in an active campaign: every ad goes through review', () => {
    create('active').then([{ ...createdAd }]);
  });

  it('sends an edited ad back to review, so only an admin can approve the new content', () => {
    const approved: AdEvent = {
      type: 'advertising.AdApproved',
      data: { adId, advertiserId, by: 'admin:a', at, automatic: false },
    };
    const edited = adDecider.decide(
      { kind: 'EditAd', advertiserId, input: { ...adInput, title: 'Free shave ice, click here' }, now },
      adDecider.evolve(adDecider.evolve(adDecider.initialState(), createdAd), approved),
    );
    const state = [createdAd, approved, ...edited].reduce(adDecider.evolve, adDecider.initialState());
    expect(state).toMatchObject({ status: 'pending' });
    deciderSpec(adDecider)
      .given([createdAd, approved, ...edited])
      .when({ kind: 'ModerateAd', status: 'approved', by: 'admin:a', now })
      .then([approved]);
  });

  it('refuses campaigns that are not active or pending, or not the advertiser’s own', () => {
    create('paused').thenThrows('conflict', 'this one is paused');
    create('rejected').thenThrows('conflict', 'this one is rejected');
    create('active', 'someone-else').thenThrows('invalid', 'Please select a campaign');
  });

  it('validates the ad form with the spec messages', () => {
    const result = createAdSchema.safeParse({
      title: 'x'.repeat(101),
      description: '',
      linkUrl: 'not a url',
    });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Title must be under 100 characters',
        'Description is required',
        'Please enter a valid link URL or leave empty',
        'Please select a campaign',
      ]),
    );
  });

  it('moderates per section 4', () => {
    const moderated = (status: 'approved' | 'rejected') => ({
      type: status === 'approved' ? ('advertising.AdApproved' as const) : ('advertising.AdRejected' as const),
      data: {
        adId,
        advertiserId,
        by: 'admin:a',
        at,
        ...(status === 'approved' ? { automatic: false } : { reason: 'Blurry photo' }),
      },
    });
    const moderate = (given: AdEvent[], status: 'approved' | 'rejected') =>
      deciderSpec(adDecider)
        .given(given)
        .when({ kind: 'ModerateAd', status, reason: 'Blurry photo', by: 'admin:a', now });
    moderate([createdAd], 'approved').then([moderated('approved') as AdEvent]);
    moderate([createdAd], 'rejected').then([moderated('rejected') as AdEvent]);
    moderate([createdAd, moderated('approved') as AdEvent], 'approved').thenThrows('conflict', 'approved ad');
    moderate([createdAd, moderated('rejected') as AdEvent], 'approved').then([
      moderated('approved') as AdEvent,
    ]);
  });

  it('refuses a rejection that does not say why', () => {
    deciderSpec(adDecider)
      .given([createdAd])
      .when({ kind: 'ModerateAd', status: 'rejected', reason: ' ', by: 'admin:a', now })
      .thenThrows('invalid', 'Please say why the ad is rejected');
  });

  it("records the reviewer's reason with a rejection", () => {
    deciderSpec(adDecider)
      .given([createdAd])
      .when({ kind: 'ModerateAd', status: 'rejected', reason: 'Photo is blurry', by: 'admin:a', now })
      .then([
        {
          type: 'advertising.AdRejected',
          data: { adId, advertiserId, by: 'admin:a', at, reason: 'Photo is blurry' },
        },
      ]);
  });

  it("places the ad where its campaign's placement was bought", () => {
    const [event] = adDecider.decide(
      {
        kind: 'CreateAd',
        adId,
        advertiserId,
        input: adInput,
        campaign: { advertiserId, status: 'active', placement: 'header' },
        now,
      },
      { exists: false },
    );
    expect(event).toMatchObject({ data: { position: 'header' } });
  });

  it('lets only the owner edit', () => {
    deciderSpec(adDecider)
      .given([createdAd])
      .when({ kind: 'EditAd', advertiserId: 'other', input: adInput, now })
      .thenThrows('not_found');
  });
});

describe('payment decider', () => {
  const intent = {
    paymentId: 'pay-1',
    campaignId,
    advertiserId,
    paymentIntentId: 'pi_1',
    amount: 9000,
    currency: 'usd' as const,
    mode: 'test' as const,
  };
  const intentCreated: PaymentEvent = {
    type: 'advertising.PaymentIntentCreated',
    data: { ...intent, createdAt: at },
  };
  const outcome = (kind: 'succeeded' | 'failed', providerEventId = 'evt_1', amount = 9000) => ({
    kind: 'RecordPaymentOutcome' as const,
    outcome: kind,
    paymentIntentId: 'pi_1',
    amount,
    providerEventId,
    message: kind === 'failed' ? 'Your card was declined.' : null,
    now,
  });
  const succeeded: PaymentEvent = {
    type: 'advertising.PaymentSucceeded',
    data: {
      paymentId: 'pay-1',
      campaignId,
      advertiserId,
      paymentIntentId: 'pi_1',
      providerEventId: 'evt_1',
      at,
      amount: 9000,
    },
  };

  it('refunds the whole amount of a succeeded payment, once; a late success notice changes nothing', () => {
    const refund = {
      kind: 'RecordRefund' as const,
      refundId: 're_1',
      reason: 'Never served',
      by: 'admin:a',
      now,
    };
    const refundedPayment: PaymentEvent = {
      type: 'advertising.PaymentRefunded',
      data: {
        paymentId: 'pay-1',
        campaignId,
        advertiserId,
        paymentIntentId: 'pi_1',
        refundId: 're_1',
        amount: 9000,
        reason: 'Never served',
        by: 'admin:a',
        at,
      },
    };
    deciderSpec(paymentDecider).given([intentCreated, succeeded]).when(refund).then([refundedPayment]);
    deciderSpec(paymentDecider).given([intentCreated, succeeded, refundedPayment]).when(refund).then([]);
    deciderSpec(paymentDecider)
      .given([intentCreated, succeeded, refundedPayment])
      .when(outcome('succeeded', 'evt_2'))
      .then([]);
    deciderSpec(paymentDecider)
      .given([intentCreated])
      .when(refund)
      .thenThrows('conflict', 'Only a campaign that has been paid for can be refunded');
  });

  it('refunds in parts that never add up to more than the payment', () => {
    const part = (refundId: string, amount: number): PaymentEvent => ({
      type: 'advertising.PaymentRefunded',
      data: {
        paymentId: 'pay-1',
        campaignId,
        advertiserId,
        paymentIntentId: 'pi_1',
        refundId,
        amount,
        reason: 'Goodwill',
        by: 'admin:a',
        at,
      },
    });
    const refund = (refundId: string, amount?: number) => ({
      kind: 'RecordRefund' as const,
      refundId,
      ...(amount === undefined ? {} : { amount }),
      reason: 'Goodwill',
      by: 'admin:a',
      now,
    });
    const given = [intentCreated, succeeded, part('re_1', 2500)];
    deciderSpec(paymentDecider)
      .given([intentCreated, succeeded])
      .when(refund('re_1', 2500))
      .then([part('re_1', 2500)]);
    // The same refund again records nothing; another one is bounded by what remains ($65.00).
    deciderSpec(paymentDecider).given(given).when(refund('re_1', 2500)).then([]);
    deciderSpec(paymentDecider)
      .given(given)
      .when(refund('re_2', 6501))
      .thenThrows('conflict', 'At most $65.00 can still be refunded');
    deciderSpec(paymentDecider)
      .given(given)
      .when(refund('re_2'))
      .then([part('re_2', 6500)]);
    deciderSpec(paymentDecider)
      .given([...given, part('re_2', 6500)])
      .when(refund('re_3', 1))
      .thenThrows('conflict', 'Only a campaign that has been paid for can be refunded');
  });

  it('records one intent per campaign', () => {
    deciderSpec(paymentDecider)
      .given([])
      .when({ kind: 'CreatePaymentIntent', intent, now })
      .then([intentCreated]);
    deciderSpec(paymentDecider)
      .given([intentCreated])
      .when({ kind: 'CreatePaymentIntent', intent, now })
      .then([]);
  });

  it('succeeds once, whatever is delivered afterwards', () => {
    deciderSpec(paymentDecider).given([intentCreated]).when(outcome('succeeded')).then([succeeded]);
    deciderSpec(paymentDecider)
      .given([intentCreated, succeeded])
      .when(outcome('succeeded', 'evt_2'))
      .then([]);
    deciderSpec(paymentDecider).given([intentCreated, succeeded]).when(outcome('failed', 'evt_3')).then([]);
  });

  it('refuses a payment of another amount or intent', () => {
    deciderSpec(paymentDecider)
      .given([intentCreated])
      .when(outcome('succeeded', 'evt_1', 100))
      .thenThrows('invalid');
    deciderSpec(paymentDecider)
      .given([intentCreated])
      .when({ ...outcome('succeeded'), paymentIntentId: 'pi_other' })
      .thenThrows('not_found');
  });

  it('records a failure and lets a later success through', () => {
    const failed = paymentDecider.decide(
      outcome('failed', 'evt_f'),
      paymentDecider.evolve({ exists: false }, intentCreated),
    );
    expect(failed[0]).toMatchObject({
      type: 'advertising.PaymentFailed',
      data: { message: 'Your card was declined.' },
    });
    deciderSpec(paymentDecider)
      .given([intentCreated, ...failed])
      .when(outcome('succeeded'))
      .then([succeeded]);
  });
});

describe('advertiser decider (approval)', () => {
  const registered: AdvertiserEvent = {
    type: 'accounts.AdvertiserRegistered',
    data: {
      advertiserId,
      role: 'advertiser',
      status: 'pending',
      name: 'Kai',
      companyName: 'Kai Surf',
      personId: 'advertiser:x',
      email: 'c',
      emailLookup: 'l',
      phone: null,
      address: null,
      description: null,
      website: null,
      passwordHash: 'h',
      registeredAt: at,
    },
  };
  it('approves a pending advertiser and refuses a repeat', () => {
    const approve = {
      kind: 'ChangeAdvertiserStatus' as const,
      advertiserId,
      status: 'active' as const,
      changedBy: 'admin:a',
      now,
    };
    deciderSpec(advertiserDecider)
      .given([registered])
      .when(approve)
      .then([
        {
          type: 'accounts.AdvertiserStatusChanged',
          data: { advertiserId, status: 'active', reason: null, changedBy: 'admin:a', changedAt: at },
        },
      ]);
    deciderSpec(advertiserDecider)
      .given([
        registered,
        {
          type: 'accounts.AdvertiserStatusChanged',
          data: { advertiserId, status: 'active', reason: null, changedBy: 'admin:a', changedAt: at },
        },
      ])
      .when(approve)
      .thenThrows('conflict', 'already active');
  });
});

describe('click counting', () => {
  it('counts a click unless it is a bot or repeats a counted click within 30 s', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 120_000 }), (bot, gap) => {
        const flag = clickFlag(bot, 'valid', 1_000_000 + gap, 1_000_000);
        if (bot) return flag === 'bot';
        return flag === (gap < REPEAT_CLICK_WINDOW_MS ? 'repeat' : null);
      }),
    );
    expect(clickFlag(false, 'valid', 5, null)).toBeNull();
  });

  it('never counts a click on an ad not served with a valid, unused token', () => {
    expect(clickFlag(false, 'no-serve-token', 5, null)).toBe('no-serve-token');
    expect(clickFlag(false, 'token-used', 5, null)).toBe('token-used');
    expect(clickFlag(true, 'bad-token', 5, null)).toBe('bot');
  });
});

describe('click-through rate', () => {
  it('is the share of clicks in impressions in percent, two decimals, and 0 without impressions', () => {
    expect(ctr(1, 1)).toBe(100);
    expect(ctr(1, 3)).toBe(33.33);
    expect(ctr(2, 3)).toBe(66.67);
    expect(ctr(0, 0)).toBe(0);
  });
});
