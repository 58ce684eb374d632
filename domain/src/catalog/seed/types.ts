/** Shapes of the catalog data the product ships with (seeded as events at first start). */

/** The actor of the events that add the shipped catalog: what it adds is sample data. */
export const SEED_ACTOR = 'system:seed';

export const SURF_STATUSES = ['High Surf', 'Moderate Surf', 'Good Conditions', 'Poor Conditions'] as const;
export type SurfStatus = (typeof SURF_STATUSES)[number];

export const PARKING_LEVELS = ['Available', 'Limited', 'None'] as const;
export type ParkingLevel = (typeof PARKING_LEVELS)[number];

export const BUSINESS_CATEGORIES = [
  'Food & Drink',
  'Activities & Tours',
  'Hotels & Lodging',
  'Shopping & Retail',
  'Surf Shop',
  'Services',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const PRODUCT_CATEGORIES = [
  'Clothing',
  'Souvenirs',
  'Surf Gear',
  'Beach Essentials',
  'Art & Decor',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const TIP_CATEGORIES = ['food', 'activity', 'viewpoint', 'beach', 'cultural', 'scenic'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'sunset', 'any'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const COST_LEVELS = ['free', 'low', 'medium', 'high'] as const;
export type CostLevel = (typeof COST_LEVELS)[number];

export const CROWD_LEVELS = ['low', 'medium', 'high'] as const;
export type CrowdLevel = (typeof CROWD_LEVELS)[number];

export const TIP_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export type TipDifficulty = (typeof TIP_DIFFICULTIES)[number];

export const SEASONS = ['year_round', 'winter', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

export const CHALLENGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

export const REWARD_TYPES = ['discount', 'freebie', 'experience'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Decimal degrees as text with 6 decimals, e.g. '21.664600' (stored as decimal(9,6)). */
export type DecimalDegrees = string;

export interface SeedBeach {
  id: number;
  name: string;
  location: string;
  description: string;
  /** URL path of a shipped image, e.g. '/images/beaches/pipeline.svg'. */
  image: string;
  /** Typical reported height, e.g. '6-8 ft'; live surf data replaces it once loaded. */
  surfHeight: string;
  surfStatus: SurfStatus;
  hasLifeguards: boolean;
  hasParking: ParkingLevel;
  bestFor: string;
  /** The description and best-for in Japanese; beaches added before the catalog had them are English only. */
  descriptionJa?: string;
  bestForJa?: string;
  latitude: DecimalDegrees;
  longitude: DecimalDegrees;
  /** Metres around the beach's point inside which a visitor counts as "at" the beach. */
  geofenceRadius: number;
}

export interface SeedBusiness {
  id: number;
  name: string;
  category: BusinessCategory;
  location: string;
  description: string;
  image: string;
  latitude: DecimalDegrees;
  longitude: DecimalDegrees;
  phone?: string;
  website?: string;
  /** The description in Japanese; businesses added before the catalog had it are English only. */
  descriptionJa?: string;
  /** The name in Japanese (katakana, or the English kept); added after the description's, optional likewise. */
  nameJa?: string;
}

export interface SeedProduct {
  id: number;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  image: string;
  category: ProductCategory;
  /** The name and description in Japanese; products added before the catalog had them are English only. */
  nameJa?: string;
  descriptionJa?: string;
}

export interface SeedLocalTip {
  id: number;
  title: string;
  description: string;
  location: string;
  category: TipCategory;
  /** snake_case, shown with underscores as spaces. */
  tags: readonly string[];
  /** 1 to 5 in half steps. */
  localRating: number;
  isVerified: boolean;
  insiderNote: string;
  timeOfDay: TimeOfDay;
  cost: CostLevel;
  crowdLevel: CrowdLevel;
  authorName: string;
  difficulty: TipDifficulty;
  season: Season;
  touristFriendly: boolean;
  latitude: DecimalDegrees;
  longitude: DecimalDegrees;
  /**
   * The visitor's texts in Japanese, tags as words (no underscores); tips added before the catalog had
   * them are English only. The place keeps its Hawaiian name, with ʻokina and kahakō.
   */
  titleJa?: string;
  descriptionJa?: string;
  locationJa?: string;
  insiderNoteJa?: string;
  tagsJa?: readonly string[];
}

export interface SeedEcoCategory {
  id: number;
  name: string;
  description: string;
  /** Short icon name, e.g. 'waves'. */
  icon: string;
  /** Hex colour, e.g. '#0e7490'. */
  color: string;
  /** The name and description in Japanese; categories added before the catalog had them are English only. */
  nameJa?: string;
  descriptionJa?: string;
}

export interface SeedEcoChallenge {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  difficulty: ChallengeDifficulty;
  points: number;
  location: string;
  requirements: readonly string[];
  tips: readonly string[];
  /** Free text, e.g. '1-2 hours'. */
  estimatedTime: string;
  /** Estimated CO2 avoided by one completion, in grams. */
  co2SavedGrams: number;
  /** Estimated waste removed or avoided by one completion, in grams. */
  wasteReducedGrams: number;
  /**
   * The visitor's texts in Japanese; challenges added before the catalog had them, or by an admin in
   * English, have none. The fair-play rule reads only the English requirements and estimated time.
   */
  titleJa?: string;
  descriptionJa?: string;
  locationJa?: string;
  requirementsJa?: readonly string[];
  tipsJa?: readonly string[];
  estimatedTimeJa?: string;
}

export interface SeedEcoReward {
  id: number;
  rewardType: RewardType;
  title: string;
  description: string;
  /** Id of a seeded business that honours the reward. */
  businessId: number;
  discountPercent: number | null;
  /** Integer cents. */
  discountAmount: number | null;
  pointsRequired: number;
  /** Null when the reward has no stock limit. */
  maxRedemptions: number | null;
  /** ISO date, e.g. '2027-12-31'. */
  validUntil: string;
  terms: string;
  /** The title, description and terms in Japanese; rewards added before the catalog had them are English only. */
  titleJa?: string;
  descriptionJa?: string;
  termsJa?: string;
}

export interface SeedSurveyCategory {
  id: number;
  name: string;
  /** Hex colour. */
  color: string;
  /** Short icon name. */
  icon: string;
  description: string;
}
