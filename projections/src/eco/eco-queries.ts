import { minimumMinutes, needsEvidence, needsVerification } from '@nsg/domain/eco/fair-play.ts';
import { sql, type Kysely } from 'kysely';
import type { SeedEcoCategory, SeedEcoChallenge, SeedEcoReward } from '@nsg/domain/catalog/seed/types.ts';
import { levelFor } from '@nsg/domain/eco/eco-levels.ts';
import { currentStreak, longestStreak } from '@nsg/domain/eco/eco-streak.ts';
import type { ChallengeFacts, RewardFacts } from '@nsg/domain/eco/eco-visitor.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ecoPublicId } from './eco-public-id.ts';

type Db = Kysely<ReadModelTables>;

export const LEADERBOARD_SIZE = 20;

/*
 * The catalog's texts in Japanese beside the English, each null where the entry has only the English
 * (added before the catalog had Japanese, or in English only): readers then show the English as such.
 */
const categoryJapanese = (category: SeedEcoCategory) => ({
  nameJa: category.nameJa || null,
  descriptionJa: category.descriptionJa || null,
});

/** A challenge's Japanese, null where there is none: an admin's form leaves a missing one empty. */
const challengeJapanese = (challenge: SeedEcoChallenge) => ({
  titleJa: challenge.titleJa || null,
  descriptionJa: challenge.descriptionJa || null,
  locationJa: challenge.locationJa || null,
  requirementsJa: challenge.requirementsJa?.length ? challenge.requirementsJa : null,
  tipsJa: challenge.tipsJa?.length ? challenge.tipsJa : null,
  estimatedTimeJa: challenge.estimatedTimeJa || null,
});

const rewardJapanese = (reward: SeedEcoReward) => ({
  titleJa: reward.titleJa || null,
  descriptionJa: reward.descriptionJa || null,
  termsJa: reward.termsJa || null,
});

export async function listEcoCategories(db: Db) {
  const [categories, challenges] = await Promise.all([
    db
      .selectFrom('eco_categories')
      .select('document')
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('eco_challenges').select('document').where('retired_at', 'is', null).execute(),
  ]);
  return categories.map(({ document }) => {
    const category = document as SeedEcoCategory;
    const own = challenges
      .map((c) => c.document as SeedEcoChallenge)
      .filter((c) => c.categoryId === category.id);
    return {
      id: category.id,
      name: category.name,
      description: category.description,
      ...categoryJapanese(category),
      icon: category.icon,
      color: category.color,
      activeChallenges: own.length,
      maxPoints: own.reduce((max, c) => Math.max(max, c.points), 0),
    };
  });
}

export async function listEcoChallenges(db: Db, categoryId?: number) {
  let query = db
    .selectFrom('eco_challenges')
    .innerJoin('eco_categories', 'eco_categories.id', 'eco_challenges.category_id')
    .select(['eco_challenges.document as challenge', 'eco_categories.document as category'])
    .where('eco_challenges.retired_at', 'is', null)
    .orderBy('eco_challenges.category_id')
    .orderBy('eco_challenges.id');
  if (categoryId !== undefined) query = query.where('eco_challenges.category_id', '=', categoryId);
  return (await query.execute()).map((row) => {
    const challenge = row.challenge as SeedEcoChallenge & { sample?: boolean };
    const category = row.category as SeedEcoCategory;
    return {
      ...challenge,
      sample: challenge.sample ?? false,
      ...challengeJapanese(challenge),
      categoryName: category.name,
      categoryNameJa: category.nameJa || null,
      categoryColor: category.color,
    };
  });
}

export async function findChallengeFacts(db: Db, id: number): Promise<ChallengeFacts | null> {
  const row = await db
    .selectFrom('eco_challenges')
    .select(['document', 'retired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { points, co2SavedGrams, wasteReducedGrams, estimatedTime, requirements } =
    row.document as SeedEcoChallenge;
  return {
    id,
    points,
    co2SavedGrams,
    wasteReducedGrams,
    minimumMinutes: minimumMinutes(estimatedTime),
    evidenceRequired: needsEvidence(requirements),
    needsVerification: needsVerification(points),
    retired: row.retired_at !== null,
  };
}

export async function findReward(
  db: Db,
  id: number,
): Promise<(RewardFacts & { maxRedemptions: number | null; title: string; retired: boolean }) | null> {
  const row = await db
    .selectFrom('eco_rewards')
    .select(['document', 'retired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { pointsRequired, validUntil, maxRedemptions, title } = row.document as SeedEcoReward;
  return { id, pointsRequired, validUntil, maxRedemptions, title, retired: row.retired_at !== null };
}

export async function listEcoRewards(db: Db) {
  const rows = await db
    .selectFrom('eco_rewards')
    .leftJoin('eco_reward_stock', 'eco_reward_stock.reward_id', 'eco_rewards.id')
    .leftJoin('businesses', (join) =>
      join.on('businesses.id', '=', sql<number>`(eco_rewards.document->>'businessId')::int`),
    )
    .select([
      'eco_rewards.document',
      sql<number>`coalesce(eco_reward_stock.reserved, 0)`.as('reserved'),
      'businesses.name as partnerName',
    ])
    .where('eco_rewards.retired_at', 'is', null)
    .orderBy(sql`(eco_rewards.document->>'pointsRequired')::int`)
    .orderBy('eco_rewards.id')
    .execute();
  return rows.map((row) => {
    const reward = row.document as SeedEcoReward & { sample?: boolean };
    return {
      ...reward,
      ...rewardJapanese(reward),
      sample: reward.sample ?? false,
      partnerName: row.partnerName,
      currentRedemptions: row.reserved,
      remaining: reward.maxRedemptions === null ? null : Math.max(0, reward.maxRedemptions - row.reserved),
    };
  });
}

export async function listUserChallenges(db: Db, visitorId: string) {
  const rows = await db
    .selectFrom('eco_user_challenges')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .orderBy('started_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    challengeId: row.challenge_id,
    status: row.status,
    pointsEarned: row.points_earned,
    startedAt: row.started_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    notes: row.notes,
    evidencePhotos: row.evidence_photos as string[],
  }));
}

/** Points that count for levels and the leaderboard: earned minus revoked (spending never lowers them). */
const lifetimePoints = sql<number>`(eco_user_stats.points_earned - eco_user_stats.points_revoked)`;

export async function userEcoStats(db: Db, visitorId: string, today: string) {
  const [stats, days] = await Promise.all([
    db.selectFrom('eco_user_stats').selectAll().where('visitor_id', '=', visitorId).executeTakeFirst(),
    db
      .selectFrom('eco_user_challenges')
      .select(['completed_day', 'status', 'needs_verification', 'points_earned'])
      .where('visitor_id', '=', visitorId)
      .where('status', 'in', ['completed', 'verified'])
      .execute(),
  ]);
  const completionDays = days.map((d) => d.completed_day!).filter(Boolean);
  const earned = (stats?.points_earned ?? 0) - (stats?.points_revoked ?? 0);
  const awaitingVerification = days
    .filter((d) => d.status === 'completed' && d.needs_verification)
    .reduce((total, d) => total + d.points_earned, 0);
  const level = levelFor(earned);
  return {
    userId: ecoPublicId(visitorId),
    /** The spendable balance: earned minus spent, held by a redemption in progress, or awaiting verification. */
    totalPoints: earned - awaitingVerification - (stats?.points_spent ?? 0) - (stats?.points_held ?? 0),
    /** Earned, but spendable only once an admin has verified the completion. */
    pointsAwaitingVerification: awaitingVerification,
    pointsEarned: earned,
    pointsSpent: stats?.points_spent ?? 0,
    currentLevel: level.level,
    levelName: level.levelName,
    nextLevel: level.nextLevel,
    nextLevelName: level.nextLevelName,
    pointsToNextLevel: level.pointsToNextLevel,
    totalChallengesCompleted: stats?.challenges_completed ?? 0,
    currentStreak: currentStreak(completionDays, today),
    longestStreak: longestStreak(completionDays),
    co2Saved: stats?.co2_saved ?? 0,
    wasteReduced: stats?.waste_reduced ?? 0,
  };
}

export async function listUserRewards(db: Db, visitorId: string) {
  const rows = await db
    .selectFrom('eco_user_rewards')
    .innerJoin('eco_rewards', 'eco_rewards.id', 'eco_user_rewards.reward_id')
    .select([
      'eco_user_rewards.id',
      'eco_user_rewards.reward_id',
      'eco_user_rewards.status',
      'eco_user_rewards.code',
      'eco_user_rewards.points',
      'eco_user_rewards.redeemed_at',
      'eco_user_rewards.created_at',
      'eco_rewards.document',
    ])
    .where('eco_user_rewards.visitor_id', '=', visitorId)
    .where('eco_user_rewards.status', '!=', 'failed')
    .orderBy('eco_user_rewards.created_at', 'desc')
    .execute();
  return rows.map((row) => {
    const reward = row.document as SeedEcoReward;
    return {
      id: row.id,
      rewardId: row.reward_id,
      title: reward.title,
      terms: reward.terms,
      titleJa: reward.titleJa ?? null,
      termsJa: reward.termsJa ?? null,
      validUntil: reward.validUntil,
      status: row.status,
      code: row.code,
      points: row.points,
      redeemedAt: row.redeemed_at?.toISOString() ?? null,
    };
  });
}

function leaderboardEntry(
  row: { public_id: string; points: number; challenges_completed: number; co2_saved: number },
  rank: number,
) {
  return {
    rank,
    userId: row.public_id,
    currentLevel: levelFor(row.points).level,
    totalChallengesCompleted: row.challenges_completed,
    totalPoints: row.points,
    co2Saved: row.co2_saved,
  };
}

/** Top 20 by points kept (earned minus revoked), and the asking visitor's own place even outside it. */
export async function ecoLeaderboard(db: Db, visitorId: string) {
  const ranked = db
    .selectFrom('eco_user_stats')
    .select([
      'visitor_id',
      'public_id',
      'challenges_completed',
      'co2_saved',
      lifetimePoints.as('points'),
      sql<number>`row_number() over (order by ${lifetimePoints} desc, eco_user_stats.first_seen_at, eco_user_stats.public_id)::int`.as(
        'rank',
      ),
    ]);
  const [top, mine] = await Promise.all([
    db.selectFrom(ranked.as('r')).selectAll().where('rank', '<=', LEADERBOARD_SIZE).orderBy('rank').execute(),
    db.selectFrom(ranked.as('r')).selectAll().where('visitor_id', '=', visitorId).executeTakeFirst(),
  ]);
  return {
    entries: top.map((row) => leaderboardEntry(row, row.rank)),
    me: mine ? leaderboardEntry(mine, mine.rank) : null,
  };
}

export async function listCompletionsForReview(db: Db, status: 'completed' | 'verified' | 'rejected') {
  const rows = await db
    .selectFrom('eco_user_challenges')
    .innerJoin('eco_challenges', 'eco_challenges.id', 'eco_user_challenges.challenge_id')
    .innerJoin('eco_user_stats', 'eco_user_stats.visitor_id', 'eco_user_challenges.visitor_id')
    .select([
      'eco_user_challenges.id',
      'eco_user_challenges.challenge_id',
      'eco_user_challenges.status',
      'eco_user_challenges.points_earned',
      'eco_user_challenges.notes',
      'eco_user_challenges.evidence_photos',
      'eco_user_challenges.completed_at',
      'eco_user_challenges.reviewed_by',
      'eco_user_challenges.review_note',
      'eco_user_challenges.reviewed_at',
      'eco_user_stats.public_id',
      'eco_challenges.document',
    ])
    .where('eco_user_challenges.status', '=', status)
    .orderBy('eco_user_challenges.completed_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    challengeId: row.challenge_id,
    challengeTitle: (row.document as SeedEcoChallenge).title,
    userId: row.public_id,
    status: row.status,
    pointsEarned: row.points_earned,
    notes: row.notes,
    evidencePhotos: row.evidence_photos as string[],
    completedAt: row.completed_at?.toISOString() ?? null,
    reviewedBy: row.reviewed_by,
    reviewNote: row.review_note,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  }));
}

/** The visitor a completion belongs to, for admin commands on their stream. */
export async function findCompletionOwner(db: Db, userChallengeId: string): Promise<string | null> {
  const row = await db
    .selectFrom('eco_user_challenges')
    .select('visitor_id')
    .where('id', '=', userChallengeId)
    .executeTakeFirst();
  return row?.visitor_id ?? null;
}

/** Visitors with a redemption still pending since before `olderThan` (a request that crashed midway). */
export async function findStalePendingRedemptions(db: Db, olderThan: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('eco_user_rewards')
    .select('visitor_id')
    .distinct()
    .where('status', '=', 'pending')
    .where('created_at', '<', olderThan)
    .limit(100)
    .execute();
  return rows.map((row) => row.visitor_id);
}
