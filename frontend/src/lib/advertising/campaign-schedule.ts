import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { Translate } from '@nsg/domain/i18n/translate.ts';
import type { Campaign } from './campaigns-api.ts';

/** An active (paid, approved) campaign whose start date is still ahead, in Hawaii time: nothing serves yet. */
export const isScheduled = (campaign: Pick<Campaign, 'status' | 'startDate'>, now = new Date()) =>
  campaign.status === 'active' && campaign.startDate > hawaiiDay(now);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Scheduled — starts 30 Nov". */
export const scheduledLabel = (startDate: string, t: Translate) =>
  t('advertiser.campaign.scheduled', { date: dayMonth.format(new Date(`${startDate}T00:00:00Z`)) });

/** What a campaign's badge says: its status, or when it starts if it has not yet. */
export function campaignStatusLabel(
  campaign: Pick<Campaign, 'status' | 'startDate'>,
  t: Translate,
  now = new Date(),
) {
  return isScheduled(campaign, now)
    ? scheduledLabel(campaign.startDate, t)
    : t('advertiser.status', { status: campaign.status });
}
