import { sql } from 'kysely';
import { closesAt, type SurveyEvent } from '@nsg/domain/surveys/survey.ts';
import type { Projection } from '../runner/projection.ts';

/** Surveys, their answer counts (the results) and responses; a deleted survey leaves nothing behind. */
export const surveysProjection: Projection = {
  name: 'surveys',
  tables: ['surveys', 'survey_results', 'survey_responses'],
  eventTypes: new Set<SurveyEvent['type']>([
    'surveys.SurveyCreated',
    'surveys.SurveyDeleted',
    'surveys.ResponseSubmitted',
  ]),
  async apply(db, recorded) {
    const event = recorded as unknown as SurveyEvent;
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
      case 'surveys.ResponseSubmitted': {
        const r = event.data;
        await db
          .insertInto('survey_responses')
          .values({
            id: r.responseId,
            survey_id: id,
            answers: JSON.stringify(r.answers),
            submitted_at: new Date(r.submittedAt),
          })
          .execute();
        await db
          .updateTable('surveys')
          .set({ response_count: sql`response_count + 1` })
          .where('id', '=', id)
          .execute();
        for (const [questionId, answer] of Object.entries(r.answers)) {
          await db
            .insertInto('survey_results')
            .values({ survey_id: id, question_id: questionId, answer: String(answer), count: 1 })
            .onConflict((oc) =>
              oc
                .columns(['survey_id', 'question_id', 'answer'])
                .doUpdateSet({ count: sql`survey_results.count + 1` }),
            )
            .execute();
        }
        return { ids: [id], audience: 'public' };
      }
    }
  },
};
