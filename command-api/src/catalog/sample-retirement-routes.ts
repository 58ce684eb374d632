import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  retireSamplesSchema,
  sampleRetirementDecider,
  sampleRetirementStreamId,
} from '@nsg/domain/catalog/sample-retirement.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { newId } from '@nsg/platform/ids.ts';
import { samplesToRetire } from '@nsg/projections/catalog/catalog-admin-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';

const sampleCounts = z
  .record(z.string(), z.number().int())
  .describe('How many sample entries of each kind (business, product...) visitors still see');

const countsOf = (entries: { kind: string }[]) =>
  entries.reduce<Record<string, number>>(
    (counts, { kind }) => ({ ...counts, [kind]: (counts[kind] ?? 0) + 1 }),
    {},
  );

/** "Retire all sample data": how much there is, for the confirmation, and the one action that retires it. */
export function sampleRetirementRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin', 'catalog'];

    app.get(
      '/api/admin/catalog/samples',
      {
        config: { reads: [READS.adminCatalog] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: sampleCounts } },
      },
      async () => countsOf(await samplesToRetire(deps.db)),
    );

    app.post(
      '/api/admin/catalog/samples/retire',
      {
        onRequest: requireAdmin,
        schema: { tags, body: retireSamplesSchema, response: { 200: z.object({ retired: sampleCounts }) } },
      },
      async (request) => {
        const entries = await samplesToRetire(deps.db);
        await executeCommand(
          deps.store,
          sampleRetirementDecider,
          sampleRetirementStreamId(newId()),
          { reason: request.body.reason, entries },
          commandContext(request),
          { newStream: true },
        );
        return { retired: countsOf(entries) };
      },
    );
  };
}
