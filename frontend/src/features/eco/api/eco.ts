import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CompleteChallengeInput } from '@nsg/domain/eco/eco-schemas.ts';
import { apiCommand, apiFetch, errorFromResponse } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';

/*
 * The catalog's texts come in English and, where the catalog has them, in Japanese (…Ja, else null):
 * pages choose by the visitor's language (see eco-catalog-text.ts).
 */
export interface EcoChallenge {
  id: number;
  categoryId: number;
  categoryName: string;
  categoryNameJa: string | null;
  categoryColor: string;
  title: string;
  description: string;
  difficulty: 'easy' | 'medium' | 'hard';
  points: number;
  location: string;
  estimatedTime: string;
  requirements: string[];
  tips: string[];
  co2SavedGrams: number;
  wasteReducedGrams: number;
  titleJa: string | null;
  descriptionJa: string | null;
  locationJa: string | null;
  estimatedTimeJa: string | null;
  requirementsJa: string[] | null;
  tipsJa: string[] | null;
}
export type UserChallengeStatus = 'started' | 'completed' | 'verified' | 'rejected';
export interface UserChallenge {
  id: string;
  challengeId: number;
  status: UserChallengeStatus;
  pointsEarned: number;
  startedAt: string;
  completedAt: string | null;
  notes: string | null;
  evidencePhotos: string[];
}
export interface EcoStats {
  userId: string;
  totalPoints: number;
  /** Earned, spendable once an admin has verified the completion. */
  pointsAwaitingVerification: number;
  pointsEarned: number;
  pointsSpent: number;
  currentLevel: number;
  levelName: string;
  nextLevel: number | null;
  nextLevelName: string | null;
  pointsToNextLevel: number;
  totalChallengesCompleted: number;
  currentStreak: number;
  longestStreak: number;
  co2Saved: number;
  wasteReduced: number;
}
export interface EcoReward {
  id: number;
  rewardType: string;
  title: string;
  description: string;
  discountPercent: number | null;
  discountAmount: number | null;
  pointsRequired: number;
  maxRedemptions: number | null;
  currentRedemptions: number;
  remaining: number | null;
  validUntil: string;
  terms: string;
  titleJa: string | null;
  descriptionJa: string | null;
  termsJa: string | null;
  /** Sample data shipped with the guide (invented). */
  sample: boolean;
  /** The partner business that honours it, by its own name; null if it is gone. */
  partnerName: string | null;
}
export interface UserReward {
  id: string;
  rewardId: number;
  title: string;
  terms: string;
  titleJa: string | null;
  termsJa: string | null;
  validUntil: string;
  status: 'pending' | 'active';
  code: string | null;
  points: number;
  redeemedAt: string | null;
}
export interface LeaderboardEntry {
  rank: number;
  userId: string;
  currentLevel: number;
  totalChallengesCompleted: number;
  totalPoints: number;
  co2Saved: number;
}
export interface Leaderboard {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
}
export interface Redemption {
  id: string;
  rewardId: number;
  code: string;
  status: 'active';
  message: string;
}

export const ecoKeys = {
  all: ['eco'] as const,
  challenges: ['eco', 'challenges'] as const,
  rewards: ['eco', 'rewards'] as const,
  userChallenges: ['eco', 'user', 'challenges'] as const,
  stats: ['eco', 'user', 'stats'] as const,
  userRewards: ['eco', 'user', 'rewards'] as const,
  leaderboard: ['eco', 'leaderboard'] as const,
};

const ecoQuery = <T>(queryKey: readonly string[], path: string) =>
  queryOptions({ queryKey, queryFn: () => apiFetch<T>(path) });

export const ecoChallengesQueryOptions = () =>
  ecoQuery<EcoChallenge[]>(ecoKeys.challenges, '/api/eco/challenges');
export const ecoRewardsQueryOptions = () => ecoQuery<EcoReward[]>(ecoKeys.rewards, '/api/eco/rewards');
export const userChallengesQueryOptions = () =>
  ecoQuery<UserChallenge[]>(ecoKeys.userChallenges, '/api/eco/user/challenges');
export const ecoStatsQueryOptions = () => ecoQuery<EcoStats>(ecoKeys.stats, '/api/eco/user/stats');
export const userRewardsQueryOptions = () =>
  ecoQuery<UserReward[]>(ecoKeys.userRewards, '/api/eco/user/rewards');
export const leaderboardQueryOptions = () =>
  ecoQuery<Leaderboard>(ecoKeys.leaderboard, '/api/eco/leaderboard');

/** After an eco command: once the visitor's eco read models show it (read at `readPath`), every eco query reads again. */
const refreshEco = (queryClient: QueryClient, position: string, readPath = '/api/eco/user/challenges') =>
  refreshAfterWrite(queryClient, { position, readPath, queryKeys: [ecoKeys.all] });

export function useStartChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: number) =>
      apiCommand<{ id: string }>(`/api/eco/challenges/${challengeId}/start`, { method: 'POST' }),
    onSuccess: ({ position }) => refreshEco(queryClient, position),
  });
}

export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, input }: { challengeId: number; input: CompleteChallengeInput }) =>
      apiCommand<{ id: string }>(`/api/eco/challenges/${challengeId}/complete`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: ({ position }) => refreshEco(queryClient, position),
  });
}

/** Sends a photo from the phone; the answer names our own copy, the only kind a completion accepts. */
async function uploadEvidencePhoto(photo: File): Promise<{ url: string }> {
  const body = new FormData();
  body.set('photo', photo);
  const response = await fetch('/api/eco/evidence-photos', { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as { url: string };
}

export const evidencePhotoUploadKey = ['eco', 'evidence-photo'] as const;

export function useUploadEvidencePhoto() {
  return useMutation({ mutationKey: evidencePhotoUploadKey, mutationFn: uploadEvidencePhoto });
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) =>
      apiCommand<Redemption>(`/api/eco/rewards/${rewardId}/redeem`, { method: 'POST' }),
    onSuccess: ({ position }) => refreshEco(queryClient, position, '/api/eco/user/rewards'),
  });
}
