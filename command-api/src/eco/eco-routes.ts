import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeChallengeSchema, reviewCompletionSchema } from '@nsg/domain/eco/eco-schemas.ts';
import { honoluluDay } from '@nsg/domain/eco/eco-streak.ts';
import {
  ecoStreamId,
  ecoVisitorDecider,
  ECO_MESSAGES,
  hasDailyCompletions,
} from '@nsg/domain/eco/eco-visitor.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { streamEvents } from '@nsg/domain/stored-events.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import {
  ecoLeaderboard,
  findCompletionOwner,
  listCompletionsForReview,
  listEcoCategories,
  listEcoChallenges,
  listEcoRewards,
  listUserChallenges,
  listUserRewards,
  userEcoStats,
} from '@nsg/projections/eco/eco-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { idParam, uuidParam } from '../http/schemas.ts';
import { redeemReward, resumePendingRedemptions, sweepPendingRedemptions } from './redeem-reward.ts';
import { withCompletionAllowance, withRedemptionAllowance } from './redemption-limits.ts';
import {
  completionForReviewView,
  ecoCategoryView,
  ecoChallengeView,
  ecoRewardView,
  leaderboardView,
  userChallengeView,
  userRewardView,
  userStatsView,
} from './eco-views.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';

const challengesQuery = z.object({
  categoryId: integerId('Category id must be a number').optional(),
});
const reviewQuery = z.object({ status: z.enum(['completed', 'verified', 'rejected']).default('completed') });
const commandAnswer = z.object({ id: z.string(), status: z.string(), position: z.string() });
const redeemed = z.object({
  id: z.string(),
  rewardId: z.number(),
  code: z.string(),
  status: z.literal('active'),
  message: z.string(),
  position: z.string().describe('Log position of the redemption; pass it as minPosition to read it back'),
});

const visitorRate = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** How often, and after how long, redemptions left pending by a crashed request are finished. */
const SWEEP_EVERY_MS = 60_000;

function startRedemptionSweep(app: FastifyInstance, deps: AppDeps) {
  const timer = setInterval(() => {
    sweepPendingRedemptions(deps, new Date(Date.now() - SWEEP_EVERY_MS)).catch((error: unknown) =>
      deps.logger.warn('eco redemption sweep failed', { error: String(error) }),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function ecoRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['eco'];
    const visitorStream = (request: FastifyRequest) => ecoStreamId(request.visitorId);
    startRedemptionSweep(plain, deps);

    app.get(
      '/api/eco/categories',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: z.array(ecoCategoryView) } } },
      () => listEcoCategories(deps.db),
    );
    app.get(
      '/api/eco/challenges',
      {
        config: { reads: [READS.eco] },
        schema: { tags, querystring: challengesQuery, response: { 200: z.array(ecoChallengeView) } },
      },
      (request) => listEcoChallenges(deps.db, request.query.categoryId),
    );
    app.get(
      '/api/eco/rewards',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: z.array(ecoRewardView) } } },
      () => listEcoRewards(deps.db),
    );
    app.get(
      '/api/eco/user/challenges',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: z.array(userChallengeView) } } },
      (request) => listUserChallenges(deps.db, request.visitorId),
    );
    app.get(
      '/api/eco/user/stats',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: userStatsView } } },
      (request) => userEcoStats(deps.db, request.visitorId, honoluluDay(deps.clock.now())),
    );
    app.get(
      '/api/eco/user/rewards',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: z.array(userRewardView) } } },
      (request) => listUserRewards(deps.db, request.visitorId),
    );
    app.get(
      '/api/eco/leaderboard',
      { config: { reads: [READS.eco] }, schema: { tags, response: { 200: leaderboardView } } },
      (request) => ecoLeaderboard(deps.db, request.visitorId),
    );

    app.post(
      '/api/eco/challenges/:id/start',
      {
        schema: { tags, params: idParam, response: { 201: commandAnswer } },
        config: visitorRate,
      },
      async (request, reply) => {
        reply.code(201);
        const context = commandContext(request);
        const [challenge, history] = await Promise.all([
          deps.catalogFacts.challengeFacts(request.params.id),
          resumePendingRedemptions(deps, request.visitorId, context),
        ]);
        const userChallengeId = context.idempotencyKey
          ? deterministicId(`eco-start:${context.idempotencyKey}`)
          : newId();
        const { appended } = await executeCommand(
          deps.store,
          ecoVisitorDecider,
          visitorStream(request),
          {
            kind: 'StartChallenge',
            userChallengeId,
            challenge,
            now: deps.clock.now(),
          },
          context,
          { history },
        );
        return { id: userChallengeId, status: 'started', position: positionOf(appended) };
      },
    );

    app.post(
      '/api/eco/challenges/:id/complete',
      {
        schema: {
          tags,
          params: idParam,
          body: completeChallengeSchema.nullish(),
          response: { 200: commandAnswer },
        },
        config: visitorRate,
      },
      async (request) => {
        const context = commandContext(request);
        const [challenge, history] = await Promise.all([
          deps.catalogFacts.challengeFacts(request.params.id),
          resumePendingRedemptions(deps, request.visitorId, context),
        ]);
        const visitorHistory = history ?? (await deps.store.readStream(visitorStream(request)));
        const state = foldEvents(ecoVisitorDecider, streamEvents(visitorHistory));
        // A visitor past their own daily limit hears it from the decider, without spending the device's.
        const allowance = hasDailyCompletions(state, deps.clock.now())
          ? <T>(complete: () => Promise<T>) => complete()
          : <T>(complete: () => Promise<T>) => withCompletionAllowance(deps, request, complete);
        const { events, appended } = await allowance(() =>
          executeCommand(
            deps.store,
            ecoVisitorDecider,
            visitorStream(request),
            {
              kind: 'CompleteChallenge',
              challenge,
              input: request.body ?? { notes: '', evidencePhotos: [] },
              now: deps.clock.now(),
            },
            context,
            { history: visitorHistory },
          ),
        );
        const completed = events[0]!.data as { userChallengeId: string };
        return {
          id: completed.userChallengeId,
          status: 'completed',
          position: positionOf(appended),
        };
      },
    );

    app.post(
      '/api/eco/rewards/:id/redeem',
      {
        schema: { tags, params: idParam, response: { 201: redeemed } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        reply.code(201);
        const { redemptionId, code, position } = await withRedemptionAllowance(deps, request, () =>
          redeemReward(deps, request.visitorId, request.params.id, commandContext(request)),
        );
        return {
          id: redemptionId,
          rewardId: request.params.id,
          code,
          status: 'active' as const,
          message: 'Reward redeemed! Check the rewards tab for the redemption code.',
          position,
        };
      },
    );

    app.get(
      '/api/admin/eco/completions',
      {
        config: { reads: [READS.adminEco] },
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: reviewQuery,
          response: { 200: z.array(completionForReviewView) },
        },
      },
      (request) => listCompletionsForReview(deps.db, request.query.status),
    );

    for (const action of ['verify', 'reject'] as const) {
      app.post(
        `/api/admin/eco/completions/:id/${action}`,
        {
          onRequest: requireAdmin,
          schema: {
            tags: ['admin'],
            params: uuidParam,
            body: reviewCompletionSchema.nullish(),
            response: { 200: commandAnswer },
          },
        },
        async (request) => {
          const visitorId = await findCompletionOwner(deps.db, request.params.id);
          if (!visitorId)
            throw new HttpError(404, ECO_MESSAGES.completionNotFound, undefined, {
              code: 'completion_not_found',
            });
          const { appended } = await executeCommand(
            deps.store,
            ecoVisitorDecider,
            ecoStreamId(visitorId),
            {
              kind: action === 'verify' ? 'VerifyChallenge' : 'RejectChallenge',
              userChallengeId: request.params.id,
              adminId: request.account!.id,
              note: request.body?.note || null,
              now: deps.clock.now(),
            },
            commandContext(request),
          );
          return {
            id: request.params.id,
            status: action === 'verify' ? 'verified' : 'rejected',
            position: positionOf(appended),
          };
        },
      );
    }
  };
}
