import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { personErasureDecider, type PersonErased } from './person-erasure.ts';

const now = new Date('2026-06-01T10:00:00Z');
const erased: PersonErased = {
  type: 'personal-data.PersonErased',
  data: { erasureId: 'e1', personIds: ['reviewer:1', 'seller:2'], erasedAt: now.toISOString() },
};

describe('person erasure', () => {
  it('records the person ids to erase, once each, in a stable order', () => {
    deciderSpec(personErasureDecider)
      .given([])
      .when({ kind: 'ErasePerson', erasureId: 'e1', personIds: ['seller:2', 'reviewer:1', 'seller:2'], now })
      .then([erased]);
  });

  it('refuses when nothing is stored for the email', () => {
    deciderSpec(personErasureDecider)
      .given([])
      .when({ kind: 'ErasePerson', erasureId: 'e1', personIds: [], now })
      .thenThrows('not_found', 'No personal data');
  });

  it('does nothing when the erasure was already recorded (a retried request)', () => {
    deciderSpec(personErasureDecider)
      .given([erased])
      .when({ kind: 'ErasePerson', erasureId: 'e1', personIds: ['reviewer:1'], now })
      .then([]);
  });
});
