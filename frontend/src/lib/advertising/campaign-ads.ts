import { campaignTakesAds } from '@nsg/domain/advertising/ad.ts';
import type { Translate } from '@nsg/domain/i18n/translate.ts';
import type { Campaign } from './campaigns-api.ts';

/** Why the campaign takes no new ads, or null when "Create Ad" belongs on it. */
export function noNewAdsReason(campaign: Pick<Campaign, 'status'>, t: Translate): string | null {
  if (campaignTakesAds(campaign.status)) return null;
  return campaign.status === 'paused'
    ? t('advertiser.campaign.pausedNoNewAds')
    : t('advertiser.campaign.closedNoNewAds');
}
