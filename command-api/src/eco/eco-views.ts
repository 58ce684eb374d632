import { z } from 'zod';
import { CHALLENGE_DIFFICULTIES, REWARD_TYPES } from '@nsg/domain/catalog/seed/types.ts';

/** A catalog text in Japanese, beside the English: one answer serves both languages and caches as one. */
const japanese = (field: string) =>
  z.string().nullable().describe(`\`${field}\` in Japanese, or null: then only the English exists`);
const japaneseList = (field: string) =>
  z
    .array(z.string())
    .readonly()
    .nullable()
    .describe(`\`${field}\` in Japanese, or null: then only the English exists`);

/** What the eco-challenge routes answer, for the OpenAPI document and the serializer. */
export const ecoCategoryView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  nameJa: japanese('name'),
  descriptionJa: japanese('description'),
  icon: z.string(),
  color: z.string(),
  activeChallenges: z.number().int(),
  maxPoints: z.number().int(),
});

export const ecoChallengeView = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  points: z.number().int(),
  location: z.string(),
  requirements: z.array(z.string()).readonly(),
  tips: z.array(z.string()).readonly(),
  estimatedTime: z.string(),
  co2SavedGrams: z.number(),
  wasteReducedGrams: z.number(),
  sample: z.boolean().describe('Shipped with the guide: invented'),
  titleJa: japanese('title'),
  descriptionJa: japanese('description'),
  locationJa: japanese('location'),
  requirementsJa: japaneseList('requirements'),
  tipsJa: japaneseList('tips'),
  estimatedTimeJa: japanese('estimatedTime'),
  categoryName: z.string(),
  categoryNameJa: japanese('categoryName'),
  categoryColor: z.string(),
});

export const ecoRewardView = z.object({
  id: z.number().int(),
  rewardType: z.enum(REWARD_TYPES),
  title: z.string(),
  description: z.string(),
  businessId: z.number().int(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().int().nullable().describe('Integer cents'),
  pointsRequired: z.number().int(),
  maxRedemptions: z.number().int().nullable().describe('Null when the reward has no stock limit'),
  validUntil: z.string(),
  terms: z.string(),
  titleJa: japanese('title'),
  descriptionJa: japanese('description'),
  termsJa: japanese('terms'),
  currentRedemptions: z.number().int(),
  remaining: z.number().int().nullable(),
  sample: z.boolean().describe('Sample data shipped with the guide (invented), not a real listing'),
  partnerName: z.string().nullable().describe('The partner business that honours it; null if it is gone'),
});

export const userChallengeView = z.object({
  id: z.string(),
  challengeId: z.number().int(),
  status: z.string().describe('started, completed, verified or rejected'),
  pointsEarned: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  notes: z.string().nullable(),
  evidencePhotos: z.array(z.string()),
});

export const userStatsView = z.object({
  userId: z.string(),
  totalPoints: z.number().int().describe('The spendable balance'),
  pointsAwaitingVerification: z.number().int(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  currentLevel: z.number().int(),
  levelName: z.string(),
  nextLevel: z.number().int().nullable(),
  nextLevelName: z.string().nullable(),
  pointsToNextLevel: z.number().int(),
  totalChallengesCompleted: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  co2Saved: z.number(),
  wasteReduced: z.number(),
});

export const userRewardView = z.object({
  id: z.string(),
  rewardId: z.number().int(),
  title: z.string(),
  terms: z.string(),
  titleJa: japanese('title'),
  termsJa: japanese('terms'),
  validUntil: z.string(),
  status: z.string(),
  code: z.string().nullable(),
  points: z.number().int(),
  redeemedAt: z.string().nullable(),
});

const leaderboardEntry = z.object({
  rank: z.number().int(),
  userId: z.string(),
  currentLevel: z.number().int(),
  totalChallengesCompleted: z.number().int(),
  totalPoints: z.number().int(),
  co2Saved: z.number(),
});
export const leaderboardView = z.object({
  entries: z.array(leaderboardEntry),
  me: leaderboardEntry.nullable().describe('The asking visitor, even outside the top 20'),
});

export const completionForReviewView = z.object({
  id: z.string(),
  challengeId: z.number().int(),
  challengeTitle: z.string(),
  userId: z.string(),
  status: z.string(),
  pointsEarned: z.number().int(),
  notes: z.string().nullable(),
  evidencePhotos: z.array(z.string()),
  completedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
