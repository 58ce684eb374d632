import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { useRedeemReward, userRewardsQueryOptions, type UserReward } from './eco.ts';

const POSITION = '4211-4211';
const redeemed: UserReward = {
  id: 'r-1',
  rewardId: 1,
  title: 'Shave ice',
  terms: 'One per visit',
  titleJa: null,
  termsJa: null,
  validUntil: '2027-01-01',
  status: 'active',
  code: 'ECO-ABCD-EFGH-JKLM',
  points: 50,
  redeemedAt: '2026-11-27T10:00:00.000Z',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('after a reward is redeemed', () => {
  it('reads the rewards again once, with the position the redemption answered, and sets no timers', async () => {
    let caughtUp = false;
    const requests = stubApi({
      'GET /api/eco/user/rewards': (request) => {
        if (request.url.includes(`minPosition=${POSITION}`)) caughtUp = true;
        return json(caughtUp ? [redeemed] : []);
      },
      'POST /api/eco/rewards/1/redeem': () =>
        json(
          {
            id: 'r-1',
            rewardId: 1,
            code: redeemed.code,
            status: 'active',
            message: 'ok',
            position: POSITION,
          },
          201,
        ),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ rewards: useQuery(userRewardsQueryOptions()), redeem: useRedeemReward() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rewards.data).toEqual([]));

    await act(() => result.current.redeem.mutateAsync(1));

    await waitFor(() => expect(result.current.rewards.data).toEqual([redeemed]));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/eco/user/rewards',
      'POST /api/eco/rewards/1/redeem',
      `GET /api/eco/user/rewards?minPosition=${POSITION}`,
      'GET /api/eco/user/rewards',
    ]);
    const settled = requests.length;
    await pause(1500);
    expect(requests).toHaveLength(settled);
  });
});
