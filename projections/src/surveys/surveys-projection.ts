import { isEventOf } from '@nsg/domain/stored-events.ts';
import { sql, type Transaction } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { closesAt, type SurveyEvent } from '@nsg/domain/surveys/survey.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { applyInRuns, insertRows, sumBy, unnestRows } from '../runner/page-apply.ts';
import type { ApplyEvent, Projection, ReadModelChange } from '../runner/projection.ts';

/** A survey created or deleted, one at a time (responses go in runs: `applyResponses`). */
const applySurveyEvent: ApplyEvent = async (db, recorded) => {
  if (!isEventOf(recorded, ['surveys.SurveyCreated', 'surveys.SurveyDeleted'])) return;
  const event = recorded;
  const id = event.data.surveyId;
  switch (event.type) {
    case 'surveys.SurveyCreated': {
      const s = event.data;
      await db
        .insertInto('surveys')
        .values({
          id,
          title: s.title,
          description: s.description,
          category_id: s.categoryId,
          end_date: s.endDate,
          closes_at: s.endDate ? closesAt(s.endDate) : null,
          is_anonymous: s.isAnonymous,
          allow_multiple_responses: s.allowMultipleResponses,
          is_active: s.isActive,
          questions: JSON.stringify(s.questions),
          creator_token_hash: s.creatorTokenHash,
          created_at: new Date(s.createdAt),
        })
        .execute();
      return { ids: [id], audience: 'public' };
    }
    case 'surveys.SurveyDeleted':
      await db.deleteFrom('survey_results').where('survey_id', '=', id).execute();
      await db.deleteFrom('survey_responses').where('survey_id', '=', id).execute();
      await db.deleteFrom('surveys').where('id', '=', id).execute();
      return { ids: [id], audience: 'public' };
  }
};

const surveyEventTypes = new Set<SurveyEvent['type']>([
  'surveys.SurveyCreated',
  'surveys.SurveyDeleted',
  'surveys.ResponseSubmitted',
]);

/** Surveys, their answer counts (the results) and responses; a deleted survey leaves nothing behind. */
export const surveysProjection: Projection = {
  name: 'surveys',
  tables: ['surveys', 'survey_results', 'survey_responses'],
  eventTypes: surveyEventTypes,
  apply: applyInRuns(new Set(['surveys.ResponseSubmitted']), applyResponses, applySurveyEvent),
};

/** A run of responses: one insert, one count update per survey, one upsert of the summed answers. */
async function applyResponses(
  db: Transaction<ReadModelTables>,
  run: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  const responses = run
    .filter((event) => isEventOf(event, ['surveys.ResponseSubmitted']))
    .map((event) => event.data);
  await insertRows(
    db,
    'survey_responses',
    { id: 'uuid', survey_id: 'uuid', respondent_key: 'text', answers: 'jsonb', submitted_at: 'timestamptz' },
    responses.map((r) => ({
      id: r.responseId,
      survey_id: r.surveyId,
      respondent_key: r.respondentKey,
      answers: JSON.stringify(r.answers),
      submitted_at: new Date(r.submittedAt),
    })),
  );
  const perSurvey = sumBy(
    responses.map((r) => ({ id: r.surveyId, responses: 1 })),
    (row) => row.id,
    ['responses'],
  );
  await sql`update surveys set response_count = response_count + v.responses
    from ${unnestRows({ id: 'uuid', responses: 'integer' }, perSurvey)} where surveys.id = v.id`.execute(db);
  const answers = responses.flatMap((r) =>
    Object.entries(r.answers).map(([questionId, answer]) => ({
      survey_id: r.surveyId,
      question_id: questionId,
      answer: String(answer),
      count: 1,
    })),
  );
  await insertRows(
    db,
    'survey_results',
    { survey_id: 'uuid', question_id: 'text', answer: 'text', count: 'integer' },
    sumBy(answers, (row) => JSON.stringify([row.survey_id, row.question_id, row.answer]), ['count']),
    sql`on conflict (survey_id, question_id, answer) do update set count = survey_results.count + excluded.count`,
  );
  return perSurvey.map((row) => ({ ids: [row.id], audience: 'public' }));
}
