import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import type { SeedEcoChallenge } from '../catalog/seed/types.ts';
import {
  ecoChallengeDecider,
  ecoChallengeFormSchema,
  type EcoChallengeEvent,
} from './eco-challenge-entry.ts';

const challenge: SeedEcoChallenge = {
  id: 40,
  categoryId: 1,
  title: 'Bring your own cup',
  description: 'Ask for your coffee in your own cup.',
  difficulty: 'easy',
  points: 5,
  location: 'Haleʻiwa',
  requirements: ['A reusable cup'],
  tips: [],
  estimatedTime: '5 minutes',
  co2SavedGrams: 20,
  wasteReducedGrams: 15,
};
const added: EcoChallengeEvent = { type: 'eco.ChallengeAdded', data: challenge };
const { id: _id, ...fields } = challenge;
const spec = deciderSpec(ecoChallengeDecider);

describe('an eco challenge in the catalog', () => {
  it('records only the fields an edit changed, with their values before', () =>
    spec
      .given([added])
      .when({ kind: 'Edit', fields: { ...fields, points: 8, titleJa: 'マイカップを持参' } })
      .then([
        {
          type: 'eco.ChallengeEdited',
          data: {
            id: 40,
            changes: { points: 8, titleJa: 'マイカップを持参' },
            previous: { points: 5, titleJa: '' },
          },
        },
      ]));

  it('is retired with a reason, and then not edited', () => {
    spec
      .given([added])
      .when({ kind: 'Retire', reason: 'Replaced by a harder one' })
      .then([{ type: 'eco.ChallengeRetired', data: { id: 40, reason: 'Replaced by a harder one' } }]);
    spec
      .given([added, { type: 'eco.ChallengeRetired', data: { id: 40, reason: 'Replaced' } }])
      .when({ kind: 'Edit', fields })
      .thenThrows('conflict', 'retired');
  });
});

describe('the eco challenge form', () => {
  it('reads requirements and tips one a line, blank lines dropped', () => {
    const parsed = ecoChallengeFormSchema.parse({
      ...fields,
      requirements: 'A reusable cup\n\n  A receipt  ',
      tips: '',
      tipsJa: '',
    });
    expect(parsed.requirements).toEqual(['A reusable cup', 'A receipt']);
    expect(parsed.tips).toEqual([]);
  });

  it('asks for at least one requirement', () => {
    const result = ecoChallengeFormSchema.safeParse({ ...fields, requirements: ' \n ', tips: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Give at least one requirement']);
  });
});
