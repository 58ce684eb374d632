import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HAZARD_LEVELS } from '@nsg/domain/conditions/beach-hazard.ts';
import { beachHazardHistory } from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { targetExists } from '@nsg/projections/catalog/catalog-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { sendError } from '../http/errors.ts';
import { idParam } from '../http/schemas.ts';

const PUBLIC_HISTORY = 50;
const ADMIN_HISTORY = 500;

const source = z.object({ name: z.string(), observedAt: z.string() });
const assessment = z.object({
  level: z.enum(HAZARD_LEVELS),
  reasons: z.array(z.string()),
  sources: z.array(source),
  assessedAt: z.string(),
});

/** The audit of what the site told visitors about a beach: every change of its rating, newest first. */
export function beachHazardRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/beaches/:id/hazard-history',
      {
        config: { reads: [READS.beaches] },
        schema: {
          tags: ['catalog'],
          params: idParam,
          response: { 200: z.object({ assessments: z.array(assessment) }) },
        },
      },
      async (request, reply) => {
        if (!(await targetExists(deps.db, 'beach', request.params.id)))
          return sendError(reply, 404, 'Beach not found');
        const rows = await beachHazardHistory(deps.db, request.params.id, PUBLIC_HISTORY);
        return {
          assessments: rows.map((row) => ({
            level: row.level,
            reasons: row.reasons.map((reason) => reason.text),
            sources: row.sources,
            assessedAt: row.assessedAt,
          })),
        };
      },
    );

    app.get(
      '/api/admin/beach-hazards/:id',
      {
        config: { reads: [READS.adminBeachHazards] },
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          params: idParam,
          response: {
            200: z.object({
              assessments: z.array(
                assessment.extend({
                  eventId: z.string(),
                  beachName: z.string(),
                  inputs: z.record(z.string(), z.unknown()),
                }),
              ),
            }),
          },
        },
      },
      async (request, reply) => {
        if (!(await targetExists(deps.db, 'beach', request.params.id)))
          return sendError(reply, 404, 'Beach not found');
        const rows = await beachHazardHistory(deps.db, request.params.id, ADMIN_HISTORY);
        return {
          assessments: rows.map((row) => ({ ...row, reasons: row.reasons.map((reason) => reason.text) })),
        };
      },
    );
  };
}
