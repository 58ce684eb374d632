import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateDecider, rateSchema, rateStreamId, type RateInput } from '@nsg/domain/advertising/rate.ts';
import { newId } from '@nsg/platform/ids.ts';
import { listRates } from '@nsg/projections/advertising/rates-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { actorOf, requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';

const rateView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  adType: z.string(),
  position: z.string(),
  size: z.string(),
  dailyRate: z.number(),
  weeklyRate: z.number(),
  monthlyRate: z.number(),
  impressionsPerDay: z.number().int().nullable(),
  maxAdsPerPosition: z.number().int().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});

/** Advertising rates: the active ones for everybody, all of them for admins, who set them. */
export function ratesRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.get(
      '/api/advertising-rates',
      {
        config: { reads: [READS.advertisingRates] },
        schema: { tags: ['ads'], response: { 200: z.array(rateView) } },
      },
      () => listRates(deps.db, true),
    );
    app.get(
      '/api/admin/rates',
      {
        config: { reads: [READS.advertisingRates] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: z.array(rateView) } },
      },
      () => listRates(deps.db, false),
    );

    const saveRate = async (
      request: FastifyRequest,
      rateId: string,
      input: RateInput,
      mustExist: boolean,
    ) => {
      await executeCommand(
        deps.store,
        rateDecider,
        rateStreamId(rateId),
        { kind: 'SetRate', rateId, input, by: actorOf(request), now: deps.clock.now(), mustExist },
        commandContext(request),
      );
      return { id: rateId };
    };
    const saved = z.object({ id: z.string() });
    app.post(
      '/api/admin/rates',
      {
        onRequest: requireAdmin,
        schema: { tags, body: rateSchema, response: { 201: saved } },
      },
      async (request, reply) => reply.code(201).send(await saveRate(request, newId(), request.body, false)),
    );
    app.put(
      '/api/admin/rates/:id',
      {
        onRequest: requireAdmin,
        schema: { tags, params: uuidParam, body: rateSchema, response: { 200: saved } },
      },
      (request) => saveRate(request, request.params.id, request.body, true),
    );
  };
}
