import { z } from 'zod';
import { statsRangeSchema } from '../advertising/stats-range.ts';
import { ruleVersionNumbers } from '../advertising/traffic-rules/index.ts';

export const dimensions = [
  'day',
  'hour',
  'campaign',
  'ad',
  'image',
  'placement',
  'page',
  'language',
  'device',
  'verdict',
] as const;
export type Dimension = (typeof dimensions)[number];

const LOG_POSITION = /^\d{1,20}-\d{1,20}$/;
const ruleVersion = z
  .number()
  .int()
  .refine((version) => ruleVersionNumbers.includes(version), {
    message: `Rule version must be one of ${ruleVersionNumbers.join(', ')}`,
  });

/**
 * An analytics report over ad traffic: Hawaii days from..to (inclusive), grouped by the dimensions given,
 * as known at a past log position or time (only events recorded up to it), with the flags recorded on
 * each event ('recorded') or judged again by a rule version, optionally side by side with a second one.
 */
export const analyticsQuerySchema = z
  .object({
    from: statsRangeSchema.shape.from,
    to: statsRangeSchema.shape.to,
    groupBy: z.array(z.enum(dimensions)).max(dimensions.length).default([]),
    campaignId: z.uuid('Campaign must be an id').optional(),
    asOfPosition: z
      .string()
      .regex(LOG_POSITION, 'As of position must be a log position (<commit>-<prepare>)')
      .optional(),
    asOfTime: z.iso.datetime({ offset: true, message: 'As of time must be an ISO date and time' }).optional(),
    rules: z.union([z.literal('recorded'), ruleVersion]).default('recorded'),
    compareRules: ruleVersion.optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'From must not be after To', path: ['from'] })
  .refine((query) => !(query.asOfPosition && query.asOfTime), {
    message: 'Give either an as of position or an as of time, not both',
    path: ['asOfTime'],
  })
  .refine((query) => new Set(query.groupBy).size === query.groupBy.length, {
    message: 'Each dimension may be given once',
    path: ['groupBy'],
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;

/** 'counted', or the reason the flag gives. */
export type Verdict = string;

export interface AnalyticsMeasures {
  /** Counted impressions. */
  impressions: number;
  /** Counted clicks. */
  clicks: number;
  flaggedImpressions: number;
  flaggedClicks: number;
  /** Percent, two decimals. */
  ctr: number;
  spendCents: number;
  /** Cost per thousand counted impressions, in cents (null without impressions). */
  cpm: number | null;
  /** Cost per counted click, in cents (null without clicks). */
  cpc: number | null;
}

export interface AnalyticsRow extends AnalyticsMeasures {
  keys: Partial<Record<Dimension, string>>;
}

export interface CampaignDelta {
  campaignId: string;
  impressions: { base: number; compared: number };
  clicks: { base: number; compared: number };
  spendCents: { base: number; compared: number };
  cpm: { base: number | null; compared: number | null };
  cpc: { base: number | null; compared: number | null };
}

export interface AnalyticsReport {
  query: AnalyticsQuery;
  /** The last log position the report read, and when that event was recorded (null on an empty log). */
  asOf: { position: string | null; at: string | null };
  ruleVersion: number | 'recorded';
  rows: AnalyticsRow[];
  totals: AnalyticsMeasures;
  /** Events recorded without inputs (before they were kept): counted by their recorded flag whatever the rule. */
  judgedAsRecorded: number;
  /** What the campaigns and ads the rows name are called now, by id. */
  names: { campaign: Record<string, string>; ad: Record<string, string> };
  comparison?: {
    ruleVersion: number;
    rows: AnalyticsRow[];
    totals: AnalyticsMeasures;
    perCampaignDelta: CampaignDelta[];
  };
}

export interface AnalyticsProgress {
  done: number;
  total: number;
}
