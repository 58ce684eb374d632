import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { CampaignCreated } from '@nsg/domain/advertising/campaign.ts';
import { random, uuid } from './mixed-log.ts';

const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1';
const PAGES = ['/', '/beach/1', '/beaches/3', '/businesses/2', '/shop', '/ja', '/ja/beaches/1', '/events'];
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'tablet'] as const;
const FLAGS = [null, null, null, null, null, null, null, 'bot', 'frequency', 'no-serve-token'] as const;
const PLACEMENTS = ['header', 'sidebar', 'content'] as const;

export type GeneratedTraffic = (AdTrafficEvent | CampaignCreated) & { streamId: string };

function campaignCreated(n: number, at: string): GeneratedTraffic {
  const campaignId = uuid(11, n);
  return {
    streamId: `campaign-${campaignId}`,
    type: 'advertising.CampaignCreated',
    data: {
      campaignId,
      advertiserId: uuid(12, n % 5),
      name: `Campaign ${n}`,
      description: 'Generated',
      durationMonths: 1,
      budget: 100,
      placement: PLACEMENTS[n % PLACEMENTS.length]!,
      startDate: at.slice(0, 10),
      endDate: at.slice(0, 10),
      expiresAt: at,
      targetAudience: { ages: [18, 65], interests: [] },
      createdAt: at,
    },
  };
}

/** How many visitors, devices and networks the traffic comes from. */
export interface Crowd {
  visitors: number;
  devices: number;
  networks: number;
}

const A_TOWN: Crowd = { visitors: 20_000, devices: 12_000, networks: 3_000 };

/**
 * Ad traffic over `days` days from `firstDay`: 40 ads of 10 campaigns, 20,000 visitors by default, a tenth
 * of it flagged, nineteen in twenty with the inputs rules judge again by. Six of the campaigns are created a
 * third of the way in (their earlier traffic has no placement yet); `count` events in all.
 */
export function* adTrafficLog(
  count: number,
  firstDay: number,
  days: number,
  crowd: Crowd = A_TOWN,
): Generator<GeneratedTraffic> {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const spacing = (days * 86_400_000) / count;
  for (let i = 0; i < count; i++) {
    const at = new Date(firstDay + Math.floor(i * spacing)).toISOString();
    const created = i - Math.floor(count / 3);
    if (created >= 0 && created < 6) {
      yield campaignCreated(created, at);
      continue;
    }
    const ad = Math.floor(next() * 40);
    const visitorId = `visitor-${Math.floor(next() * crowd.visitors)}`;
    const inputs = {
      userAgent: next() < 0.05 ? 'python-requests/2.32' : PHONE_AGENT,
      serve: 'valid' as const,
      cookie: next() < 0.2 ? ('new' as const) : ('returning' as const),
      deviceKey: `device-${Math.floor(next() * crowd.devices)}`,
      networkKey: `network-${Math.floor(next() * crowd.networks)}`,
    };
    const data = {
      adId: uuid(10, ad),
      campaignId: uuid(11, ad % 10),
      advertiserId: uuid(12, ad % 5),
      visitorId,
      pageUrl: pick(PAGES),
      deviceType: pick(DEVICES),
      flag: pick(FLAGS),
      imageUrl: null,
      ruleVersion: 2,
      at,
      inputs: next() < 0.05 ? null : inputs,
    };
    const streamId = `ad_traffic-${data.adId}-${visitorId}`;
    const x = next();
    if (x < 0.1) yield { streamId, type: 'advertising.AdClickRecorded', data: { ...data, referrer: null } };
    else if (x < 0.15)
      yield {
        streamId,
        type: 'advertising.AdImageViewed',
        data: { ...data, imageUrl: '/uploads/ads/a.webp' },
      };
    else if (x < 0.2)
      yield {
        streamId,
        type: 'advertising.AdImpressionRecorded',
        data: { ...data, imageUrl: '/uploads/ads/b.webp' },
      };
    else yield { streamId, type: 'advertising.AdImpressionRecorded', data };
  }
}
