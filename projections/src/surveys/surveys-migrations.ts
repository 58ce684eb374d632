import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Surveys with their questions, per-answer result counts and the responses for CSV export. Append only. */
export const surveysMigrations: Record<string, Migration> = {
  'surveys-0001-tables': ddl(
    sql`
      create table surveys (
        id uuid primary key,
        title text not null,
        description text,
        category_id integer not null,
        end_date text,
        closes_at timestamptz,
        is_anonymous boolean not null,
        allow_multiple_responses boolean not null,
        is_active boolean not null,
        questions jsonb not null,
        creator_token_hash text not null,
        response_count integer not null default 0,
        created_at timestamptz not null
      )`,
    sql`create index surveys_category on surveys (category_id, created_at desc)`,
    sql`
      create table survey_results (
        survey_id uuid not null,
        question_id text not null,
        answer text not null,
        count integer not null,
        primary key (survey_id, question_id, answer)
      )`,
    sql`
      create table survey_responses (
        id uuid primary key,
        survey_id uuid not null,
        answers jsonb not null,
        submitted_at timestamptz not null
      )`,
    sql`create index survey_responses_survey on survey_responses (survey_id, submitted_at)`,
  ),
  // Whether this visitor has answered, before they fill the form in. Responses projected before this
  // have no key until `projections rebuild surveys`; the decider refuses a second answer either way.
  'surveys-0002-respondent-key': ddl(
    sql`alter table survey_responses add column respondent_key text`,
    sql`create index survey_responses_respondent on survey_responses (survey_id, respondent_key)`,
  ),
};
