import { describe, it } from 'vitest';
import { SEED_ECO_CHALLENGES } from '@nsg/domain/catalog/seed/eco.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { catalogProjection } from './catalog-projection.ts';

const spec = projectionSpec(catalogProjection);
const challenge = { ...SEED_ECO_CHALLENGES[0]!, id: 40, categoryId: 1 };
const added: SpecEvent = {
  streamId: 'eco_challenge-40',
  type: 'eco.ChallengeAdded',
  data: challenge,
  actor: 'admin:1',
};
const moved: SpecEvent = {
  streamId: 'eco_challenge-40',
  type: 'eco.ChallengeEdited',
  data: {
    id: 40,
    changes: { categoryId: 2, points: 9 },
    previous: { categoryId: 1, points: challenge.points },
  },
};

describe('eco challenges kept by admins, in the catalog projection', () => {
  it('take an edit’s changed fields and its revision; a new category moves the challenge to it', async () => {
    await spec
      .given([added])
      .when([moved])
      .then({
        eco_challenges: [
          { id: 40, category_id: 2, revision: 1, retired_at: null, document: { categoryId: 2, points: 9 } },
        ],
      });
  });

  it('keep a retired challenge, marked retired', async () => {
    await spec
      .given([added, moved])
      .when([
        { streamId: 'eco_challenge-40', type: 'eco.ChallengeRetired', data: { id: 40, reason: 'Done' } },
      ])
      .then({ eco_challenges: [{ id: 40, revision: 2, retired_at: new Date('2026-11-27T20:00:00Z') }] });
  });
});
