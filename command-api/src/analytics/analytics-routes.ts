import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENT_RULE_VERSION, RULE_VERSIONS } from '@nsg/domain/advertising/traffic-rules/index.ts';
import { analyticsQuerySchema, type AnalyticsQueryInput } from '@nsg/domain/analytics/analytics-query.ts';
import { runAnalyticsReport } from '@nsg/projections/analytics/run-analytics-report.ts';
import { requireAnalyst } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { streamReport } from './report-stream.ts';

/** The report's query as a URL carries it: lists comma-separated, numbers as text. */
const reportSearch = z
  .object({
    from: z.string().describe('First Hawaii day, YYYY-MM-DD'),
    to: z.string().describe('Last Hawaii day, YYYY-MM-DD (inclusive)'),
    groupBy: z
      .string()
      .optional()
      .describe(
        'Comma-separated: day, hour, campaign, ad, image, placement, page, language, device, verdict',
      ),
    campaignId: z.string().optional(),
    asOfPosition: z.string().optional().describe('A log position (`<commit>-<prepare>`): the log up to it'),
    asOfTime: z.string().optional().describe('An ISO date-time: the log as it stood then'),
    rules: z.string().optional().describe('`recorded` (the flags each event carries) or a rule version'),
    compareRules: z.string().optional().describe('A second rule version, side by side'),
  })
  .transform(
    ({ groupBy, rules, compareRules, ...rest }) =>
      ({
        ...rest,
        groupBy: groupBy ? groupBy.split(',').filter(Boolean) : [],
        rules: rules === undefined || rules === 'recorded' ? 'recorded' : asNumber(rules),
        ...(compareRules === undefined ? {} : { compareRules: asNumber(compareRules) }),
      }) as AnalyticsQueryInput,
  )
  .pipe(analyticsQuerySchema);

const asNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);

const reportLine = z
  .union([
    z.object({ progress: z.object({ done: z.number(), total: z.number() }) }),
    z.object({ report: z.object({}).passthrough() }),
    z.object({ error: z.object({ error: z.string(), message: z.string() }) }),
  ])
  .describe('One JSON object per line: progress while the log is replayed, then the report (or an error)');

const ruleVersionsAnswer = z.object({
  current: z.number(),
  versions: z.array(z.object({ version: z.number(), summary: z.string() })),
});

/** Analysts' reports over the ad traffic log, computed by replaying it (no read model is read). */
export function analyticsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['analytics'];

    app.get(
      '/api/analytics/rule-versions',
      {
        config: { reads: [] },
        onRequest: requireAnalyst,
        schema: {
          tags,
          querystring: z.object({ lang: z.enum(['en', 'ja']).default('en') }),
          response: { 200: ruleVersionsAnswer },
        },
      },
      async (request) => ({
        current: CURRENT_RULE_VERSION,
        versions: RULE_VERSIONS.map((rule) => ({
          version: rule.version,
          summary: rule.summary[request.query.lang],
        })),
      }),
    );

    app.get(
      '/api/analytics/report',
      {
        config: { reads: [] },
        onRequest: requireAnalyst,
        schema: {
          tags,
          description:
            'Replays the ad traffic log for the range. Closing the connection cancels the replay on the server.',
          querystring: reportSearch,
          response: {
            200: {
              description: 'NDJSON: progress lines, then the report',
              content: { 'application/x-ndjson': { schema: reportLine } },
            },
          },
        },
      },
      async (request, reply) => {
        streamReport(request, reply, (options) =>
          runAnalyticsReport({ db: deps.db, store: deps.store }, request.query, options),
        );
      },
    );
  };
}
