import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { RewardStockEvent } from '@nsg/domain/eco/eco-reward-stock.ts';
import { honoluluDay } from '@nsg/domain/eco/eco-streak.ts';
import { visitorIdOfEcoStream, type EcoVisitorEvent } from '@nsg/domain/eco/eco-visitor.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { applyInRuns, insertRows, sumBy, unnestRows } from '../runner/page-apply.ts';
import type { ApplyEvent, Projection, ReadModelChange } from '../runner/projection.ts';
import { ecoPublicId } from './eco-public-id.ts';

type Db = Transaction<ReadModelTables>;
type StatsDelta = Partial<
  Record<
    | 'points_earned'
    | 'points_spent'
    | 'points_held'
    | 'points_revoked'
    | 'challenges_completed'
    | 'co2_saved'
    | 'waste_reduced',
    number
  >
>;

async function adjustStats(db: Db, visitorId: string, at: Date, delta: StatsDelta): Promise<void> {
  await db
    .insertInto('eco_user_stats')
    .values({ visitor_id: visitorId, public_id: ecoPublicId(visitorId), first_seen_at: at, ...delta })
    .onConflict((oc) =>
      Object.keys(delta).length === 0
        ? oc.column('visitor_id').doNothing()
        : oc
            .column('visitor_id')
            .doUpdateSet(
              Object.fromEntries(
                Object.entries(delta).map(([column, value]) => [
                  column,
                  sql`eco_user_stats.${sql.ref(column)} + ${value}`,
                ]),
              ),
            ),
    )
    .execute();
}

/** A reward redemption's steps, one at a time (challenge events go in runs: `applyChallengeRun`). */
async function applyRewardEvent(db: Db, event: RewardEvent, visitorId: string, at: Date) {
  const publicChange: ReadModelChange = { ids: [ecoPublicId(visitorId)], audience: 'public' };
  switch (event.type) {
    case 'eco.RewardRedemptionStarted':
      await db
        .insertInto('eco_user_rewards')
        .values({
          id: event.data.redemptionId,
          visitor_id: visitorId,
          reward_id: event.data.rewardId,
          status: 'pending',
          points: event.data.points,
          created_at: new Date(event.data.startedAt),
        })
        .execute();
      await adjustStats(db, visitorId, at, { points_held: event.data.points });
      return publicChange;
    case 'eco.RewardRedeemed':
      await db
        .updateTable('eco_user_rewards')
        .set({ status: 'active', code: event.data.code, redeemed_at: new Date(event.data.redeemedAt) })
        .where('id', '=', event.data.redemptionId)
        .execute();
      await adjustStats(db, visitorId, at, {
        points_held: -event.data.points,
        points_spent: event.data.points,
      });
      return publicChange;
    case 'eco.RewardRedemptionFailed':
      await db
        .updateTable('eco_user_rewards')
        .set({ status: 'failed', reason: event.data.reason })
        .where('id', '=', event.data.redemptionId)
        .execute();
      await adjustStats(db, visitorId, at, { points_held: -event.data.points });
      return publicChange;
  }
}

const challengeEventTypes = new Set([
  'eco.ChallengeStarted',
  'eco.ChallengeCompleted',
  'eco.ChallengeVerified',
  'eco.ChallengeRejected',
] as const satisfies EcoVisitorEvent['type'][]);
const rewardEventTypes = [
  'eco.RewardRedemptionStarted',
  'eco.RewardRedeemed',
  'eco.RewardRedemptionFailed',
] as const satisfies EcoVisitorEvent['type'][];
type RewardEvent = Extract<EcoVisitorEvent, { type: (typeof rewardEventTypes)[number] }>;

const runCounters = [
  'points_earned',
  'points_revoked',
  'challenges_completed',
  'co2_saved',
  'waste_reduced',
] as const;
type StatRow = Record<(typeof runCounters)[number], number> & {
  visitor_id: string;
  public_id: string;
  first_seen_at: Date;
};

/** What a run of challenge events writes, gathered in log order before any statement runs. */
interface ChallengeRun {
  starts: Record<string, unknown>[];
  completions: Record<string, unknown>[];
  /** The last verification or rejection per user challenge: each overwrites all the fields it sets. */
  reviews: Map<string, Record<string, unknown>>;
  stats: StatRow[];
  changes: ReadModelChange[];
}

function gather(run: ChallengeRun, recorded: RecordedEvent): void {
  if (!isEventOf(recorded, challengeEventTypes)) return;
  const event = recorded;
  const visitorId = visitorIdOfEcoStream(recorded.streamId);
  const publicId = ecoPublicId(visitorId);
  const stat = (delta: Partial<StatRow>) =>
    run.stats.push({
      visitor_id: visitorId,
      public_id: publicId,
      first_seen_at: recorded.createdAt,
      ...Object.fromEntries(runCounters.map((counter) => [counter, 0])),
      ...delta,
    } as StatRow);
  switch (event.type) {
    case 'eco.ChallengeStarted':
      run.starts.push({
        id: event.data.userChallengeId,
        visitor_id: visitorId,
        challenge_id: event.data.challengeId,
        status: 'started',
        started_at: new Date(event.data.startedAt),
      });
      stat({});
      run.changes.push({ ids: [publicId], audience: 'public' });
      break;
    case 'eco.ChallengeCompleted': {
      const d = event.data;
      run.completions.push({
        id: d.userChallengeId,
        points_earned: d.pointsEarned,
        notes: d.notes,
        evidence_photos: JSON.stringify(d.evidencePhotos),
        completed_at: new Date(d.completedAt),
        completed_day: honoluluDay(new Date(d.completedAt)),
        needs_verification: d.needsVerification === true,
      });
      stat({
        points_earned: d.pointsEarned,
        challenges_completed: 1,
        co2_saved: d.co2SavedGrams,
        waste_reduced: d.wasteReducedGrams,
      });
      run.changes.push({ ids: [d.userChallengeId], audience: 'admin' });
      break;
    }
    case 'eco.ChallengeVerified':
    case 'eco.ChallengeRejected': {
      const d = event.data;
      const rejected = event.type === 'eco.ChallengeRejected';
      run.reviews.set(d.userChallengeId, {
        id: d.userChallengeId,
        status: rejected ? 'rejected' : 'verified',
        reviewed_by: d.adminId,
        review_note: d.note,
        reviewed_at: new Date(rejected ? event.data.rejectedAt : event.data.verifiedAt),
      });
      if (rejected) {
        stat({
          points_revoked: event.data.pointsRevoked,
          challenges_completed: -1,
          co2_saved: -event.data.co2SavedGrams,
          waste_reduced: -event.data.wasteReducedGrams,
        });
      }
      run.changes.push({ ids: [publicId], audience: 'public' });
      break;
    }
  }
}

/**
 * A run of challenge starts, completions and reviews: new challenges in one insert, completions in one
 * update, reviews in another (each follows its completion in the log), and each visitor's stats in one
 * upsert (a start adds nothing but the row).
 */
async function applyChallengeRun(db: Db, events: readonly RecordedEvent[]): Promise<ReadModelChange[]> {
  const run: ChallengeRun = { starts: [], completions: [], reviews: new Map(), stats: [], changes: [] };
  for (const event of events) gather(run, event);
  await insertRows(
    db,
    'eco_user_challenges',
    { id: 'uuid', visitor_id: 'text', challenge_id: 'integer', status: 'text', started_at: 'timestamptz' },
    run.starts,
  );
  if (run.completions.length > 0) {
    const columns = {
      id: 'uuid',
      points_earned: 'integer',
      notes: 'text',
      evidence_photos: 'jsonb',
      completed_at: 'timestamptz',
      completed_day: 'text',
      needs_verification: 'boolean',
    };
    await sql`
      update eco_user_challenges set status = 'completed', points_earned = v.points_earned, notes = v.notes,
        evidence_photos = v.evidence_photos, completed_at = v.completed_at, completed_day = v.completed_day,
        needs_verification = v.needs_verification
      from ${unnestRows(columns, run.completions)} where eco_user_challenges.id = v.id`.execute(db);
  }
  if (run.reviews.size > 0) {
    const columns = {
      id: 'uuid',
      status: 'text',
      reviewed_by: 'text',
      review_note: 'text',
      reviewed_at: 'timestamptz',
    };
    await sql`
      update eco_user_challenges set status = v.status, reviewed_by = v.reviewed_by,
        review_note = v.review_note, reviewed_at = v.reviewed_at
      from ${unnestRows(columns, [...run.reviews.values()])} where eco_user_challenges.id = v.id`.execute(db);
  }
  await insertRows(
    db,
    'eco_user_stats',
    {
      visitor_id: 'text',
      public_id: 'text',
      first_seen_at: 'timestamptz',
      ...Object.fromEntries(runCounters.map((counter) => [counter, 'integer'])),
    },
    sumBy(run.stats, (stat) => stat.visitor_id, runCounters),
    sql`on conflict (visitor_id) do update set ${sql.join(
      runCounters.map(
        (c) => sql`${sql.ref(c)} = ${sql.ref(`eco_user_stats.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
      ),
    )}`,
  );
  return run.changes;
}

/** A reward's stock reserved, or a step of a redemption. */
const applyOther: ApplyEvent = async (db, recorded) => {
  if (isEventOf(recorded, ['eco.RewardStockReserved'])) {
    const { rewardId } = recorded.data;
    await db
      .insertInto('eco_reward_stock')
      .values({ reward_id: rewardId, reserved: 1 })
      .onConflict((oc) =>
        oc.column('reward_id').doUpdateSet({ reserved: sql`eco_reward_stock.reserved + 1` }),
      )
      .execute();
    return { ids: [String(rewardId)], audience: 'public' };
  }
  if (!isEventOf(recorded, rewardEventTypes)) return;
  return applyRewardEvent(db, recorded, visitorIdOfEcoStream(recorded.streamId), recorded.createdAt);
};

/** Visitors' eco progress (challenges, stats for levels and the leaderboard, rewards) and reward stock. */
export const ecoProjection: Projection = {
  name: 'eco',
  tables: ['eco_user_challenges', 'eco_user_stats', 'eco_user_rewards', 'eco_reward_stock'],
  eventTypes: new Set<string>([
    ...challengeEventTypes,
    ...rewardEventTypes,
    'eco.RewardStockReserved' satisfies RewardStockEvent['type'],
  ]),
  apply: applyInRuns(challengeEventTypes, applyChallengeRun, applyOther),
};
