import type { Generated, JSONColumnType } from 'kysely';

export interface EcoTables {
  eco_user_challenges: {
    id: string;
    visitor_id: string;
    challenge_id: number;
    status: string;
    points_earned: Generated<number>;
    notes: string | null;
    evidence_photos: JSONColumnType<string[], string | undefined, string>;
    started_at: Date;
    completed_at: Date | null;
    completed_day: string | null;
    needs_verification: Generated<boolean>;
    reviewed_by: string | null;
    review_note: string | null;
    reviewed_at: Date | null;
  };
  eco_user_stats: {
    visitor_id: string;
    public_id: string;
    points_earned: Generated<number>;
    points_spent: Generated<number>;
    points_held: Generated<number>;
    points_revoked: Generated<number>;
    challenges_completed: Generated<number>;
    co2_saved: Generated<number>;
    waste_reduced: Generated<number>;
    first_seen_at: Date;
  };
  eco_user_rewards: {
    id: string;
    visitor_id: string;
    reward_id: number;
    status: string;
    points: number;
    code: string | null;
    reason: string | null;
    created_at: Date;
    redeemed_at: Date | null;
  };
  eco_reward_stock: { reward_id: number; reserved: number };
}
