import type { Kysely } from 'kysely';
import { daysBetween } from '@nsg/domain/shared/dates.ts';
import { campaignView } from '../advertising/campaigns-queries.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

/** Campaigns that cost nothing: never paid, or paid back. */
const NOTHING_SPENT = new Set(['pending', 'rejected', 'refunded']);

interface CampaignCost {
  /** What the report calls it: the campaign's name now. */
  name: string;
  budget: number;
  startDate: string;
  endDate: string;
  status: string;
}

/**
 * What a campaign costs on one Hawaii day, in cents: campaigns are paid flat (a month's price times its
 * months), so each running day up to today costs the budget over its running days, as the advertiser's
 * dashboard says. A day's cost is then shared by the counted impressions of the campaign that day.
 */
export function daySpendCents(campaign: CampaignCost | undefined, day: string, today: string): number {
  if (!campaign || NOTHING_SPENT.has(campaign.status)) return 0;
  if (day < campaign.startDate || day > campaign.endDate || day > today) return 0;
  const runningDays = Math.max(1, daysBetween(campaign.startDate, campaign.endDate) + 1);
  return Math.round((campaign.budget * 100) / runningDays);
}

/** Every campaign's cost terms, by id, from the campaigns read model (their current status). */
export async function campaignCosts(db: Kysely<ReadModelTables>): Promise<Map<string, CampaignCost>> {
  const rows = await db.selectFrom('campaigns').selectAll().execute();
  return new Map(
    rows.map(campaignView).map((c) => [
      c.id,
      {
        name: c.name,
        budget: Number(c.budget),
        startDate: c.startDate,
        endDate: c.endDate,
        status: c.status,
      },
    ]),
  );
}
