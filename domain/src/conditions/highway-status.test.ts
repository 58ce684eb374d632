import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { highwayStatusDecider, type HighwayStatusEntered } from './highway-status.ts';

const now = new Date('2026-11-22T18:00:00Z');
const spec = deciderSpec(highwayStatusDecider);
const input = { status: 'Heavy', kamHwy: 'Slow at Haleiwa', h2: null, totalDelay: 20, lastTravelTime: null };
const entered: HighwayStatusEntered = {
  type: 'conditions.HighwayStatusEntered',
  data: {
    entryId: 'e1',
    status: 'Heavy',
    kamHwy: 'Slow at Haleiwa',
    h2: null,
    totalDelay: 20,
    lastTravelTime: null,
    enteredBy: 'Admin',
    enteredAt: now.toISOString(),
    expiresAt: '2026-11-22T20:00:00.000Z',
  },
};

describe('highway status entered by admins', () => {
  it('records who entered it and when it expires', () => {
    spec
      .given([])
      .when({ kind: 'EnterHighwayStatus', entryId: 'e1', input, enteredBy: 'Admin', now, ttlMinutes: 120 })
      .then([entered]);
  });

  it('a repeated entry appends nothing; an entry without any figure is refused', () => {
    spec
      .given([entered])
      .when({ kind: 'EnterHighwayStatus', entryId: 'e1', input, enteredBy: 'Admin', now, ttlMinutes: 120 })
      .then([]);
    spec
      .given([])
      .when({
        kind: 'EnterHighwayStatus',
        entryId: 'e2',
        input: { status: 'Unknown' },
        enteredBy: 'Admin',
        now,
        ttlMinutes: 120,
      })
      .thenThrows('invalid', 'Enter at least one of Kam Hwy, H2 or delay');
  });
});
