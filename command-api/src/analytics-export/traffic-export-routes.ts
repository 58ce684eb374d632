import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsRangeSchema } from '@nsg/domain/advertising/stats-range.ts';
import { exportAdTraffic } from '@nsg/projections/traffic-export/traffic-export.ts';
import { requireAnalyst } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';

export const PARQUET_TYPE = 'application/vnd.apache.parquet';

/**
 * Ad traffic events of a range as a Parquet file for notebooks (DuckDB, pandas, Spark): one row per
 * event, no personal data (see exportAdTraffic).
 */
export function trafficExportRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/analytics/export',
      {
        onRequest: requireAnalyst,
        config: { reads: [] },
        schema: {
          tags: ['analytics'],
          summary: 'Ad traffic events of a range of Hawaii days as Parquet, one row per event',
          querystring: statsRangeSchema,
          response: {
            200: {
              description: 'A Parquet file; visitor, device and network keys are pseudonyms of this export',
              content: { [PARQUET_TYPE]: { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const dir = await mkdtemp(path.join(tmpdir(), 'nsg-parquet-'));
        const file = path.join(dir, 'ad-traffic.parquet');
        const cancelled = new AbortController();
        request.raw.once('close', () => cancelled.abort());
        try {
          await exportAdTraffic(deps.store, { from, to }, file, { signal: cancelled.signal });
        } catch (error) {
          await rm(dir, { recursive: true, force: true });
          throw error;
        }
        const stream = createReadStream(file);
        stream.once('close', () => void rm(dir, { recursive: true, force: true }));
        return (
          reply
            .type(PARQUET_TYPE)
            .header('content-disposition', `attachment; filename="ad-traffic-${from}-to-${to}.parquet"`)
            // A stream is piped as it is; the schema above only describes the bytes for the OpenAPI document.
            .send(stream as unknown as string)
        );
      },
    );
  };
}
