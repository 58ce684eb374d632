import { describe, it } from 'vitest';
import { HIGHWAY_STATUS_STREAM } from '@nsg/domain/conditions/highway-status.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { highwayStatusProjection } from './highway-status-projection.ts';

const spec = projectionSpec(highwayStatusProjection);

const FIRST = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const SECOND = '1b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const entered = (entryId: string, status: string, enteredAt: string, expiresAt: string): SpecEvent => ({
  streamId: HIGHWAY_STATUS_STREAM,
  type: 'conditions.HighwayStatusEntered',
  data: {
    entryId,
    status,
    kamHwy: status === 'Heavy' ? 'Stop and go at Laniakea' : null,
    h2: null,
    totalDelay: status === 'Heavy' ? 25 : null,
    lastTravelTime: null,
    enteredBy: 'admin:1',
    enteredAt,
    expiresAt,
  },
});

describe('the highway status projection', () => {
  it('keeps every entry an admin made, with when it stops showing', async () => {
    await spec
      .given([entered(FIRST, 'Clear', '2026-11-27T16:00:00.000Z', '2026-11-27T18:00:00.000Z')])
      .when([entered(SECOND, 'Heavy', '2026-11-27T19:00:00.000Z', '2026-11-27T21:00:00.000Z')])
      .then({
        highway_status: [
          { entry_id: FIRST, status: 'Clear', kam_hwy: null, total_delay: null },
          {
            entry_id: SECOND,
            status: 'Heavy',
            kam_hwy: 'Stop and go at Laniakea',
            total_delay: 25,
            entered_by: 'admin:1',
            entered_at: new Date('2026-11-27T19:00:00Z'),
            expires_at: new Date('2026-11-27T21:00:00Z'),
          },
        ],
      });
  });

  it('tells everybody that the traffic changed', async () => {
    await spec
      .given([])
      .when([entered(FIRST, 'Clear', '2026-11-27T16:00:00.000Z', '2026-11-27T18:00:00.000Z')])
      .thenAnnounces([{ ids: ['traffic'], audience: 'public' }]);
  });
});
