import { useLocale } from '../../i18n/use-t.ts';
import { catalogText } from '../../lib/catalog-text.ts';
import type { EcoChallenge, EcoReward, UserReward } from './api/eco.ts';

/**
 * The eco catalog's texts in the visitor's language: Japanese on a Japanese page where the catalog has
 * it, else the English, with `lang` saying which (an entry an admin added in English only stays English).
 */
export function useEcoCatalogText() {
  const locale = useLocale();
  return {
    challenge: (challenge: EcoChallenge) => ({
      category: catalogText(challenge.categoryName, challenge.categoryNameJa, locale),
      title: catalogText(challenge.title, challenge.titleJa, locale),
      description: catalogText(challenge.description, challenge.descriptionJa, locale),
      location: catalogText(challenge.location, challenge.locationJa, locale),
      estimatedTime: catalogText(challenge.estimatedTime, challenge.estimatedTimeJa, locale),
    }),
    reward: (reward: EcoReward) => ({
      title: catalogText(reward.title, reward.titleJa, locale),
      description: catalogText(reward.description, reward.descriptionJa, locale),
      terms: catalogText(reward.terms, reward.termsJa, locale),
    }),
    redeemed: (reward: UserReward) => ({
      title: catalogText(reward.title, reward.titleJa, locale),
      terms: catalogText(reward.terms, reward.termsJa, locale),
    }),
  };
}
