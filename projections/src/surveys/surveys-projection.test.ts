import { describe, it } from 'vitest';
import { surveyStreamId, type Answer, type SurveyQuestion } from '@nsg/domain/surveys/survey.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { surveysProjection } from './surveys-projection.ts';

const spec = projectionSpec(surveysProjection);

const SURVEY = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER_SURVEY = 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const questions: SurveyQuestion[] = [
  {
    id: 'q1',
    questionText: 'Which beach do you swim at?',
    questionType: 'multiple_choice',
    options: ['Waimea', 'Sharks Cove'],
    isRequired: true,
    orderIndex: 0,
  },
  {
    id: 'q2',
    questionText: 'How safe did you feel?',
    questionType: 'rating',
    options: [],
    isRequired: false,
    orderIndex: 1,
  },
];

const created = (surveyId: string): SpecEvent => ({
  streamId: surveyStreamId(surveyId),
  type: 'surveys.SurveyCreated',
  data: {
    surveyId,
    title: 'Beach safety',
    description: null,
    categoryId: 1,
    endDate: '2026-12-31',
    isAnonymous: true,
    allowMultipleResponses: false,
    isActive: true,
    questions,
    creatorTokenHash: 'creator-hash',
    createdAt: '2026-11-27T18:00:00.000Z',
  },
});
/** Responses made so far: each gets an id of its own. */
let responses = 0;
const responded = (surveyId: string, answers: Record<string, Answer>): SpecEvent => {
  responses += 1;
  const responseId = `c${String(responses).padStart(7, '0')}-e5f6-4a7b-8c9d-0e1f2a3b4c5d`;
  return {
    streamId: surveyStreamId(surveyId),
    type: 'surveys.ResponseSubmitted',
    data: {
      surveyId,
      responseId,
      respondentKey: 'keyed-hash-of-the-visitor',
      answers,
      submittedAt: '2026-11-28T18:00:00.000Z',
    },
  };
};
const deleted = (surveyId: string): SpecEvent => ({
  streamId: surveyStreamId(surveyId),
  type: 'surveys.SurveyDeleted',
  data: { surveyId, deletedBy: 'creator', deletedAt: '2026-11-29T18:00:00.000Z' },
});

describe('the surveys projection', () => {
  it('lists a new survey, open until the end of its last day in Hawaii, without responses', async () => {
    await spec
      .given([])
      .when([created(SURVEY)])
      .then({
        surveys: [
          {
            id: SURVEY,
            title: 'Beach safety',
            end_date: '2026-12-31',
            closes_at: new Date('2027-01-01T09:59:59.999Z'),
            is_anonymous: true,
            questions,
            response_count: 0,
          },
        ],
        survey_results: [],
      });
  });

  it('keeps each response and counts every answer given, per survey', async () => {
    await spec
      .given([created(SURVEY), created(OTHER_SURVEY), responded(SURVEY, { q1: 'Waimea', q2: 4 })])
      .when([
        responded(SURVEY, { q1: 'Waimea', q2: 5 }),
        responded(OTHER_SURVEY, { q1: 'Sharks Cove' }),
        responded(SURVEY, { q1: 'Sharks Cove', q2: 4 }),
      ])
      .then({
        surveys: [
          { id: SURVEY, response_count: 3 },
          { id: OTHER_SURVEY, response_count: 1 },
        ],
        survey_results: [
          { survey_id: SURVEY, question_id: 'q1', answer: 'Sharks Cove', count: 1 },
          { survey_id: SURVEY, question_id: 'q1', answer: 'Waimea', count: 2 },
          { survey_id: SURVEY, question_id: 'q2', answer: '4', count: 2 },
          { survey_id: SURVEY, question_id: 'q2', answer: '5', count: 1 },
          { survey_id: OTHER_SURVEY, question_id: 'q1', answer: 'Sharks Cove', count: 1 },
        ],
      });
  });

  it('keeps a response’s answers and its respondent’s key', async () => {
    await spec
      .given([created(SURVEY)])
      .when([responded(SURVEY, { q1: 'Waimea', q2: 4 })])
      .then({
        survey_responses: [
          {
            survey_id: SURVEY,
            respondent_key: 'keyed-hash-of-the-visitor',
            answers: { q1: 'Waimea', q2: 4 },
            submitted_at: new Date('2026-11-28T18:00:00Z'),
          },
        ],
      });
  });

  it('leaves nothing of a deleted survey: not it, its responses nor its results', async () => {
    await spec
      .given([
        created(SURVEY),
        created(OTHER_SURVEY),
        responded(SURVEY, { q1: 'Waimea' }),
        responded(OTHER_SURVEY, { q1: 'Waimea' }),
      ])
      .when([deleted(SURVEY)])
      .then({
        surveys: [{ id: OTHER_SURVEY, response_count: 1 }],
        survey_responses: [{ survey_id: OTHER_SURVEY }],
        survey_results: [{ survey_id: OTHER_SURVEY, answer: 'Waimea', count: 1 }],
      });
  });

  it('tells everybody of a survey’s changes, once per survey for a run of responses', async () => {
    await spec
      .given([created(SURVEY), created(OTHER_SURVEY)])
      .when([
        responded(SURVEY, { q1: 'Waimea' }),
        responded(OTHER_SURVEY, { q1: 'Waimea' }),
        responded(SURVEY, { q1: 'Waimea' }),
        deleted(OTHER_SURVEY),
      ])
      .thenAnnounces([
        { ids: [SURVEY], audience: 'public' },
        { ids: [OTHER_SURVEY], audience: 'public' },
        { ids: [OTHER_SURVEY], audience: 'public' },
      ]);
  });
});
