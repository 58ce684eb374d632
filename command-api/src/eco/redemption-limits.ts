import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { honoluluDay } from '@nsg/domain/eco/eco-streak.ts';
import { ECO_FAIR_PLAY, FAIR_PLAY_MESSAGES } from '@nsg/domain/eco/fair-play.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

const KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Rewards per network (client address) and per device (address and browser) per Hawaii day, beside the
 * per-cookie rules of the decider: fresh cookies from one phone do not multiply rewards. Counts are
 * reserved before the redemption and given back if it fails. Addresses are kept only as keyed hashes.
 */
export async function withRedemptionAllowance<T>(
  deps: Pick<AppDeps, 'redis' | 'secrets' | 'clock'>,
  request: FastifyRequest,
  redeem: () => Promise<T>,
): Promise<T> {
  const day = honoluluDay(deps.clock.now());
  const hash = (value: string) =>
    createHmac('sha256', deps.secrets.emailLookup).update(value).digest('base64url');
  const network = `eco:redeem:network:${day}:${hash(request.ip)}`;
  const device = `eco:redeem:device:${day}:${hash(`${request.ip} ${request.headers['user-agent'] ?? ''}`)}`;
  const counts = await deps.redis
    .multi()
    .incr(network)
    .expire(network, KEY_TTL_SECONDS)
    .incr(device)
    .expire(device, KEY_TTL_SECONDS)
    .exec();
  const [networkCount, , deviceCount] = (counts ?? []).map(([, value]) => Number(value));
  const giveBack = () => deps.redis.multi().decr(network).decr(device).exec();
  if ((networkCount ?? 0) > ECO_FAIR_PLAY.redemptionsPerNetworkPerDay) {
    await giveBack();
    throw new HttpError(429, FAIR_PLAY_MESSAGES.networkCap, undefined, { code: 'network_redemption_cap' });
  }
  if ((deviceCount ?? 0) > ECO_FAIR_PLAY.redemptionsPerDevicePerDay) {
    await giveBack();
    throw new HttpError(429, FAIR_PLAY_MESSAGES.deviceCap, undefined, { code: 'device_redemption_cap' });
  }
  try {
    return await redeem();
  } catch (error) {
    await giveBack();
    throw error;
  }
}
