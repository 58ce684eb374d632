import { streamEvents } from '@nsg/domain/stored-events.ts';
import { RetryLater } from '../http/errors.ts';
import { createHash } from 'node:crypto';
import { rewardStockDecider, rewardStockStreamId } from '@nsg/domain/eco/eco-reward-stock.ts';
import {
  ECO_MESSAGES,
  ecoStreamId,
  ecoVisitorDecider,
  pendingRedemptions,
  type EcoVisitorState,
  type RedemptionState,
} from '@nsg/domain/eco/eco-visitor.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { findReward, findStalePendingRedemptions } from '@nsg/projections/eco/eco-queries.ts';
import type { AppDeps } from '../deps.ts';
import type { HttpCommandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';

type Deps = Pick<AppDeps, 'store' | 'db' | 'clock'>;

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The redemption code follows from the redemption id, so every retry of a redemption shows the same code. */
export function redemptionCode(redemptionId: string): string {
  const digest = createHash('sha256').update(`eco-code:${redemptionId}`).digest();
  let code = '';
  for (let i = 0; i < 12; i++) code += CODE_ALPHABET[digest[i]! % CODE_ALPHABET.length];
  return `ECO-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * A reward's stock stream is contended by every visitor redeeming it: on a concurrent write, decide
 * again on the fresh state after a short random pause, up to 40 attempts in all.
 */
const STOCK_RETRY = {
  retries: 39,
  pauseMs: (retry: number) => Math.random() * Math.min(100, 5 * retry),
};

function rewardBusy(): never {
  throw new DomainError(
    'conflict',
    'Too many people are redeeming this reward right now. Please try again.',
    undefined,
    { code: 'reward_busy' },
  );
}

/** The visitor's stream as read, and the state it folds to. */
async function readVisitor(deps: Deps, visitorId: string) {
  const history = await deps.store.readStream(ecoStreamId(visitorId));
  const state: EcoVisitorState = foldEvents(ecoVisitorDecider, streamEvents(history));
  return { history, state };
}

/** A finished redemption's code, and the log position of its last step ('' when it appended nothing). */
interface FinishedRedemption {
  code: string;
  position: string;
}

/**
 * Second half of a redemption whose points are already held on the visitor's stream: reserve a unit
 * of stock (idempotent per redemption id), then spend the points with the code, or give them back if
 * the stock is gone. Every step can run again after a crash with the same outcome.
 */
async function finishRedemption(
  deps: Deps,
  visitorId: string,
  redemption: RedemptionState,
  context: HttpCommandContext,
): Promise<FinishedRedemption> {
  if (redemption.status === 'redeemed') return { code: redemption.code!, position: '' };
  if (redemption.status === 'failed')
    throw new DomainError('conflict', ECO_MESSAGES.rewardSoldOut, undefined, { code: 'reward_sold_out' });
  // Later appends of the same request must not reuse the event ids the Idempotency-Key derives.
  const stepContext: HttpCommandContext = {
    actor: context.actor,
    correlationId: context.correlationId,
    onAppended: context.onAppended,
  };
  const reward = await findReward(deps.db, redemption.rewardId);
  // The redemption started, so the reward exists: a missing row is a read model catching up, never "no limit".
  if (!reward) throw new RetryLater();
  const now = deps.clock.now();
  try {
    if (reward.maxRedemptions !== null) {
      await executeCommand(
        deps.store,
        rewardStockDecider,
        rewardStockStreamId(reward.id),
        {
          kind: 'ReserveRewardStock',
          rewardId: reward.id,
          redemptionId: redemption.redemptionId,
          maxRedemptions: reward.maxRedemptions,
          validUntil: reward.validUntil,
          now,
        },
        stepContext,
        { retry: STOCK_RETRY, onConflict: rewardBusy },
      );
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await executeCommand(
      deps.store,
      ecoVisitorDecider,
      ecoStreamId(visitorId),
      { kind: 'FailRedemption', redemptionId: redemption.redemptionId, reason: error.message, now },
      stepContext,
    );
    throw error;
  }
  const code = redemptionCode(redemption.redemptionId);
  const { appended } = await executeCommand(
    deps.store,
    ecoVisitorDecider,
    ecoStreamId(visitorId),
    { kind: 'ConfirmRedemption', redemptionId: redemption.redemptionId, code, now },
    stepContext,
  );
  return { code, position: positionOf(appended) };
}

/**
 * Finishes redemptions an earlier request left pending (a crash between the two streams). When there
 * were none, gives back the visitor's stream as read, for the caller to decide on without reading it again.
 */
export async function resumePendingRedemptions(
  deps: Deps,
  visitorId: string,
  context: HttpCommandContext,
): Promise<RecordedEvent[] | undefined> {
  const { history, state } = await readVisitor(deps, visitorId);
  const pending = pendingRedemptions(state);
  for (const redemption of pending) {
    await finishRedemption(deps, visitorId, redemption, context).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
  }
  return pending.length === 0 ? history : undefined;
}

/**
 * Redeems a reward in two streams: first hold the points on the visitor's stream (so one visitor's
 * simultaneous requests cannot spend the same points twice), then reserve stock on the reward's
 * stream (so visitors together cannot pass maxRedemptions), then confirm with the code.
 */
export async function redeemReward(
  deps: Deps,
  visitorId: string,
  rewardId: number,
  context: HttpCommandContext,
): Promise<{ redemptionId: string } & FinishedRedemption> {
  await resumePendingRedemptions(deps, visitorId, context);
  // A retired reward is redeemed no more; one whose redemption started before it was retired still finishes.
  const found = await findReward(deps.db, rewardId);
  const reward = found?.retired ? null : found;
  const redemptionId = context.idempotencyKey
    ? deterministicId(`eco-redemption:${context.idempotencyKey}`)
    : newId();
  await executeCommand(
    deps.store,
    ecoVisitorDecider,
    ecoStreamId(visitorId),
    { kind: 'StartRedemption', redemptionId, reward, now: deps.clock.now() },
    context,
  );
  const redemption = (await readVisitor(deps, visitorId)).state.redemptions[redemptionId]!;
  return { redemptionId, ...(await finishRedemption(deps, visitorId, redemption, context)) };
}

/**
 * Finishes redemptions left pending for longer than `olderThan` by visitors who have not come back
 * since (their next request would have finished them). Safe to run anywhere, any number of times.
 */
export async function sweepPendingRedemptions(deps: Deps, olderThan: Date): Promise<number> {
  const stale = await findStalePendingRedemptions(deps.db, olderThan);
  const context = { actor: 'system:eco-sweep', correlationId: newId() };
  for (const visitorId of stale) await resumePendingRedemptions(deps, visitorId, context);
  return stale.length;
}
