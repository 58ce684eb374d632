import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import type { SeedEcoReward } from '../catalog/seed/types.ts';
import { ecoRewardDecider, ecoRewardFormSchema, type EcoRewardEvent } from './eco-reward-entry.ts';

const reward: SeedEcoReward = {
  id: 30,
  rewardType: 'freebie',
  title: 'Free paddle with a lesson',
  description: 'A stand-up paddle for an hour.',
  businessId: 4,
  discountPercent: null,
  discountAmount: null,
  pointsRequired: 40,
  maxRedemptions: null,
  validUntil: '2027-12-31',
  terms: 'One per visitor.',
};
const added: EcoRewardEvent = { type: 'eco.RewardAdded', data: reward };
const { id: _id, ...fields } = reward;
const spec = deciderSpec(ecoRewardDecider);

describe('a reward in the eco catalog', () => {
  it('records a stock set on a reward without one as null before, not as an empty text', () =>
    spec
      .given([added])
      .when({ kind: 'Edit', fields: { ...fields, maxRedemptions: 25 } })
      .then([
        {
          type: 'eco.RewardEdited',
          data: { id: 30, changes: { maxRedemptions: 25 }, previous: { maxRedemptions: null } },
        },
      ]));

  it('is retired with a reason, and then not edited', () => {
    spec
      .given([added])
      .when({ kind: 'Retire', reason: 'Partner closed' })
      .then([{ type: 'eco.RewardRetired', data: { id: 30, reason: 'Partner closed' } }]);
    spec
      .given([added, { type: 'eco.RewardRetired', data: { id: 30, reason: 'Partner closed' } }])
      .when({ kind: 'Edit', fields })
      .thenThrows('conflict', 'retired');
  });
});

describe('the reward form', () => {
  it('reads empty number fields as none: no stock limit, no discount', () => {
    const parsed = ecoRewardFormSchema.parse({
      ...fields,
      maxRedemptions: '',
      discountPercent: '',
      discountAmount: undefined,
    });
    expect(parsed).toMatchObject({ maxRedemptions: null, discountPercent: null, discountAmount: null });
    expect(parsed).toMatchObject({ titleJa: '', termsJa: '' });
  });

  it('names each wrong field', () => {
    const result = ecoRewardFormSchema.safeParse({
      ...fields,
      title: '',
      maxRedemptions: 0,
      validUntil: '31/12',
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: 'Title is required',
      maxRedemptions: 'Stock must be at least 1',
      validUntil: 'Valid until must be a date (YYYY-MM-DD)',
    });
  });
});
