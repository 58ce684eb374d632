import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import { ctr } from '@nsg/domain/advertising/ad-traffic.ts';
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
 * read model. Each impression and click counts as it was judged when recorded (its flag: bot, repeat,
 * no impression), so a later change of the rule never rewrites what an advertiser was shown.
 */
export async function replayAdStats(
  store: EventStore,
  filters: { from: string; to: string; campaignId?: string },
): Promise<ReplayedAdStats[]> {
  const rows = new Map<string, ReplayedAdStats>();
  let from: Parameters<EventStore['readAll']>[0]['from'] = 'start';
  for (;;) {
    const page = await store.readAll({ from, limit: 1000 });
    if (page.length === 0) break;
    from = page[page.length - 1]!.logPosition;
    for (const recorded of page) {
      const event = readStoredEvent(recorded);
      if (!isEventOf(event, ['advertising.AdImpressionRecorded', 'advertising.AdClickRecorded'])) continue;
      const t = event.data;
      // Each event keeps the verdict of the counting rule in force when it was recorded.
      const counted = t.flag === null;
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
