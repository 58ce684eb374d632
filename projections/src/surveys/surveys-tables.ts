import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface SurveysTables {
  surveys: {
    id: string;
    title: string;
    description: string | null;
    category_id: number;
    end_date: string | null;
    closes_at: Date | null;
    is_anonymous: boolean;
    allow_multiple_responses: boolean;
    is_active: boolean;
    questions: Json<unknown>;
    creator_token_hash: string;
    response_count: ColumnType<number, number | undefined, number>;
    created_at: Date;
  };
  survey_results: { survey_id: string; question_id: string; answer: string; count: number };
  survey_responses: {
    id: string;
    survey_id: string;
    /** Keyed hash of the visitor (as in the event); null for responses projected before it was kept. */
    respondent_key: string | null;
    answers: Json<unknown>;
    submitted_at: Date;
  };
}
