import {
  clickFlag,
  ctr,
  type AdClickRecorded,
  type AdImpressionRecorded,
} from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';

export interface ReplayedAdStats {
  day: string;
  adId: string;
  campaignId: string;
  impressions: number;
  clicks: number;
  ctr: number;
}

/**
 * Recomputes impressions, clicks and CTR per ad per (Hawaii) day from the event log itself, not from the
 * read model. The counting rules are applied again: a bot (as recorded) never counts, and a click counts
 * unless the same visitor's last counted click on the ad was less than 30 s before.
 */
export async function replayAdStats(
  store: EventStore,
  filters: { from: string; to: string; campaignId?: string },
): Promise<ReplayedAdStats[]> {
  const lastCountedClick = new Map<string, number>();
  const rows = new Map<string, ReplayedAdStats>();
  let from: Parameters<EventStore['readAll']>[0]['from'] = 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: 1000 });
    if (page.length === 0) break;
    from = page[page.length - 1]!.logPosition;
    for (const recorded of page) {
      if (
        recorded.type !== 'advertising.AdImpressionRecorded' &&
        recorded.type !== 'advertising.AdClickRecorded'
      )
        continue;
      const event = recorded as unknown as AdImpressionRecorded | AdClickRecorded;
      const t = event.data;
      const at = Date.parse(t.at);
      const bot = t.flag === 'bot';
      let counted: boolean;
      if (event.type === 'advertising.AdClickRecorded') {
        const key = `${t.adId}|${t.visitorId}`;
        counted = clickFlag(bot, at, lastCountedClick.get(key) ?? null) === null;
        if (counted) lastCountedClick.set(key, at);
      } else {
        counted = !bot;
      }
      const day = hawaiiDay(t.at);
      if (!counted || day < filters.from || day > filters.to) continue;
      if (filters.campaignId && t.campaignId !== filters.campaignId) continue;
      const key = `${day}|${t.adId}`;
      const row = rows.get(key) ?? {
        day,
        adId: t.adId,
        campaignId: t.campaignId,
        impressions: 0,
        clicks: 0,
        ctr: 0,
      };
      if (event.type === 'advertising.AdClickRecorded') row.clicks += 1;
      else row.impressions += 1;
      row.ctr = ctr(row.clicks, row.impressions);
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.adId.localeCompare(b.adId));
}

export function adStatsCsv(rows: ReplayedAdStats[]): string {
  const lines = ['day,ad_id,campaign_id,impressions,clicks,ctr_percent'];
  for (const r of rows) lines.push([r.day, r.adId, r.campaignId, r.impressions, r.clicks, r.ctr].join(','));
  return `${lines.join('\n')}\n`;
}
