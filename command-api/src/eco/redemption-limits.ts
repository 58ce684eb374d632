import type { FastifyRequest } from 'fastify';
import { honoluluDay } from '@nsg/domain/eco/eco-streak.ts';
import { ECO_FAIR_PLAY, FAIR_PLAY_MESSAGES } from '@nsg/domain/eco/fair-play.ts';
import type { ApiErrorCode } from '@nsg/domain/shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { visitorKeys } from '../http/visitor-keys.ts';

const KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

type Deps = Pick<AppDeps, 'redis' | 'secrets' | 'clock'>;

interface DailyAllowance {
  /** Names the counters: 'redeem', 'complete'. */
  action: string;
  perNetwork: number;
  perDevice: number;
  networkCap: { message: string; code: ApiErrorCode };
  deviceCap: { message: string; code: ApiErrorCode };
}

/**
 * Counts an action per network (client address) and per device (address and browser) per Hawaii day,
 * beside the per-cookie rules of the decider: fresh cookies from one phone do not multiply it. Counts are
 * reserved before the action and given back if it fails. Addresses are kept only as keyed hashes.
 */
async function withDailyAllowance<T>(
  deps: Deps,
  request: FastifyRequest,
  allowance: DailyAllowance,
  act: () => Promise<T>,
): Promise<T> {
  const day = honoluluDay(deps.clock.now());
  const { networkKey, deviceKey } = visitorKeys(deps.secrets.emailLookup, request, 'eco');
  const network = `eco:${allowance.action}:network:${day}:${networkKey}`;
  const device = `eco:${allowance.action}:device:${day}:${deviceKey}`;
  const counts = await deps.redis
    .multi()
    .incr(network)
    .expire(network, KEY_TTL_SECONDS)
    .incr(device)
    .expire(device, KEY_TTL_SECONDS)
    .exec();
  const [networkCount, , deviceCount] = (counts ?? []).map(([, value]) => Number(value));
  const giveBack = () => deps.redis.multi().decr(network).decr(device).exec();
  const refusal =
    (deviceCount ?? 0) > allowance.perDevice
      ? allowance.deviceCap
      : (networkCount ?? 0) > allowance.perNetwork
        ? allowance.networkCap
        : null;
  if (refusal) {
    await giveBack();
    throw new HttpError(429, refusal.message, undefined, { code: refusal.code });
  }
  try {
    return await act();
  } catch (error) {
    await giveBack();
    throw error;
  }
}

export const withRedemptionAllowance = <T>(deps: Deps, request: FastifyRequest, redeem: () => Promise<T>) =>
  withDailyAllowance(
    deps,
    request,
    {
      action: 'redeem',
      perNetwork: ECO_FAIR_PLAY.redemptionsPerNetworkPerDay,
      perDevice: ECO_FAIR_PLAY.redemptionsPerDevicePerDay,
      networkCap: { message: FAIR_PLAY_MESSAGES.networkCap, code: 'network_redemption_cap' },
      deviceCap: { message: FAIR_PLAY_MESSAGES.deviceCap, code: 'device_redemption_cap' },
    },
    redeem,
  );

export const withCompletionAllowance = <T>(deps: Deps, request: FastifyRequest, complete: () => Promise<T>) =>
  withDailyAllowance(
    deps,
    request,
    {
      action: 'complete',
      perNetwork: ECO_FAIR_PLAY.completionsPerNetworkPerDay,
      perDevice: ECO_FAIR_PLAY.dailyCompletions,
      networkCap: { message: FAIR_PLAY_MESSAGES.networkCompletionCap, code: 'network_completion_cap' },
      deviceCap: { message: FAIR_PLAY_MESSAGES.deviceCompletionCap, code: 'device_completion_cap' },
    },
    complete,
  );
