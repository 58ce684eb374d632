import type { AnalyticsReport, AnalyticsRow, Dimension } from '@nsg/domain/analytics/analytics-query.ts';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const MEASURES =
  'impressions,clicks,flagged_impressions,flagged_clicks,ctr_percent,spend_usd,cpm_usd,cpc_usd';
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function line(prefix: (string | number | null)[], groupBy: readonly Dimension[], row: AnalyticsRow) {
  return [
    ...prefix,
    ...groupBy.map((dimension) => row.keys[dimension] ?? ''),
    row.impressions,
    row.clicks,
    row.flaggedImpressions,
    row.flaggedClicks,
    row.ctr,
    dollars(row.spendCents),
    dollars(row.cpm),
    dollars(row.cpc),
  ]
    .map(cell)
    .join(',');
}

/**
 * The report as CSV: one line per row, under the rule that judged it ('recorded' or a version number);
 * with a comparison, the second rule's rows follow under its number.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const groupBy = report.query.groupBy;
  const lines = [['rules', ...groupBy, MEASURES].join(',')];
  for (const row of report.rows) lines.push(line([report.ruleVersion], groupBy, row));
  for (const row of report.comparison?.rows ?? [])
    lines.push(line([report.comparison!.ruleVersion], groupBy, row));
  return `${lines.join('\n')}\n`;
}
