import { describe, it } from 'vitest';
import { SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { catalogProjection } from './catalog-projection.ts';

const spec = projectionSpec(catalogProjection);
const reward = { ...SEED_ECO_REWARDS[0]!, id: 30, maxRedemptions: null };
const added: SpecEvent = {
  streamId: 'eco_reward-30',
  type: 'eco.RewardAdded',
  data: reward,
  actor: 'admin:1',
};
const edited: SpecEvent = {
  streamId: 'eco_reward-30',
  type: 'eco.RewardEdited',
  data: {
    id: 30,
    changes: { maxRedemptions: 12, title: 'Ten percent off' },
    previous: { maxRedemptions: null },
  },
};

describe('rewards kept by admins, in the catalog projection', () => {
  it('take an edit’s changed fields and its revision', async () => {
    await spec
      .given([added])
      .when([edited])
      .then({
        eco_rewards: [
          {
            id: 30,
            revision: 1,
            retired_at: null,
            document: { maxRedemptions: 12, title: 'Ten percent off' },
          },
        ],
      });
  });

  it('keep a retired reward, marked retired', async () => {
    await spec
      .given([added, edited])
      .when([{ streamId: 'eco_reward-30', type: 'eco.RewardRetired', data: { id: 30, reason: 'Closed' } }])
      .then({ eco_rewards: [{ id: 30, revision: 2, retired_at: new Date('2026-11-27T20:00:00Z') }] });
  });
});
