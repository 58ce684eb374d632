import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { DomainError } from '../shared/errors.ts';
import {
  createSurveySchema,
  EMPTY_RESPONSE_MESSAGE,
  surveyDecider,
  validateAnswers,
  type SurveyCreated,
  type SurveyEvent,
  type SurveyQuestion,
} from './survey.ts';

const spec = deciderSpec(surveyDecider);
const questions: SurveyQuestion[] = [
  {
    id: 'q1',
    questionText: 'Did you swim?',
    questionType: 'yes_no',
    options: [],
    isRequired: true,
    orderIndex: 0,
  },
  {
    id: 'q2',
    questionText: 'Rate the lifeguards',
    questionType: 'rating',
    options: [],
    isRequired: true,
    orderIndex: 1,
  },
  {
    id: 'q3',
    questionText: 'Favourite beach',
    questionType: 'multiple_choice',
    options: ['Waimea', 'Sunset'],
    isRequired: false,
    orderIndex: 2,
  },
  {
    id: 'q4',
    questionText: 'Anything else?',
    questionType: 'text',
    options: [],
    isRequired: false,
    orderIndex: 3,
  },
];
const created = (overrides: Partial<SurveyCreated['data']> = {}): SurveyCreated => ({
  type: 'surveys.SurveyCreated',
  data: {
    surveyId: 's1',
    title: 'Beach safety',
    description: null,
    categoryId: 1,
    endDate: '2026-06-30',
    isAnonymous: false,
    allowMultipleResponses: false,
    isActive: true,
    questions,
    creatorTokenHash: 'hash-of-token',
    createdAt: '2026-06-01T00:00:00.000Z',
    ...overrides,
  },
});
const answered = (respondentKey: string): SurveyEvent => ({
  type: 'surveys.ResponseSubmitted',
  data: { surveyId: 's1', responseId: 'r0', respondentKey, answers: { q1: 'yes', q2: 5 }, submittedAt: 'x' },
});
const submit = (respondentKey: string, responses: Record<string, unknown>, now = '2026-06-10T00:00:00Z') =>
  ({
    kind: 'SubmitResponse',
    responseId: 'r1',
    respondentKey,
    deviceKey: `device-${respondentKey}`,
    networkKey: `network-${respondentKey}`,
    responses,
    now: new Date(now),
  }) as const;

describe('survey decider', () => {
  it('creates a survey with the defaults of the spec and question ids in order', () => {
    const input = createSurveySchema.parse({
      title: 'Beach safety',
      categoryId: 1,
      endDate: '2026-06-30',
      questions: questions.map(({ questionText, questionType, options, isRequired }) => ({
        questionText,
        questionType,
        options,
        isRequired,
      })),
    });
    expect(input).toMatchObject({ isAnonymous: false, allowMultipleResponses: false, isActive: true });
    spec
      .given([])
      .when({
        kind: 'CreateSurvey',
        surveyId: 's1',
        input,
        questionIds: ['q1', 'q2', 'q3', 'q4'],
        categoryExists: true,
        creatorTokenHash: 'hash-of-token',
        now: new Date('2026-06-01T00:00:00Z'),
      })
      .then([created()]);
  });

  it('refuses an end date in the past (Hawaii days) and an unknown category', () => {
    const input = createSurveySchema.parse({
      title: 'Late',
      categoryId: 1,
      endDate: '2026-06-09',
      questions: [{ questionText: 'Q', questionType: 'text' }],
    });
    const command = {
      kind: 'CreateSurvey' as const,
      surveyId: 's2',
      input,
      questionIds: ['q'],
      categoryExists: true,
      creatorTokenHash: 'h',
      // 08:00 UTC on the 10th is still the 9th in Hawaii: the end date is today there, not past.
      now: new Date('2026-06-10T08:00:00Z'),
    };
    expect(surveyDecider.decide(command, surveyDecider.initialState())).toHaveLength(1);
    spec
      .given([])
      .when({ ...command, now: new Date('2026-06-10T10:00:00Z') })
      .thenThrows('invalid', 'End date cannot be in the past');
    spec
      .given([])
      .when({ ...command, categoryExists: false })
      .thenThrows('invalid', 'Please select a category');
  });

  it('takes one response per visitor unless multiple responses are allowed', () => {
    spec
      .given([created(), answered('v1')])
      .when(submit('v1', { q1: 'no', q2: 3 }))
      .thenThrows('conflict', 'already responded');
    spec
      .given([created({ allowMultipleResponses: true }), answered('v1')])
      .when(submit('v1', { q1: 'no', q2: '3', q3: 'Sunset', q4: '  Great ' }))
      .then([
        {
          type: 'surveys.ResponseSubmitted',
          data: {
            surveyId: 's1',
            responseId: 'r1',
            respondentKey: 'v1',
            deviceKey: 'device-v1',
            networkKey: 'network-v1',
            answers: { q1: 'no', q2: 3, q3: 'Sunset', q4: 'Great' },
            submittedAt: '2026-06-10T00:00:00.000Z',
          },
        },
      ]);
  });

  it('takes no response past the end date, when inactive, or once deleted', () => {
    spec
      .given([created()])
      .when(submit('v2', { q1: 'yes', q2: 4 }, '2026-07-01T10:00:00Z'))
      .thenThrows('conflict', 'This survey has ended');
    // The last day lasts until midnight in Hawaii (10:00 UTC the next day).
    expect(
      surveyDecider.decide(submit('v2', { q1: 'yes', q2: 4 }, '2026-07-01T09:59:00Z'), foldCreated()),
    ).toHaveLength(1);
    spec
      .given([created({ isActive: false })])
      .when(submit('v2', { q1: 'yes', q2: 4 }))
      .thenThrows('conflict', 'not accepting');
    const deleted: SurveyEvent = {
      type: 'surveys.SurveyDeleted',
      data: { surveyId: 's1', deletedBy: 'admin', deletedAt: 'x' },
    };
    spec
      .given([created(), deleted])
      .when(submit('v2', { q1: 'yes', q2: 4 }))
      .thenThrows('not_found');
  });

  it('refuses a response that answers no question, even when every question is optional', () => {
    const optional = questions.map((question) => ({ ...question, isRequired: false }));
    for (const responses of [{}, { q1: '', q4: '   ' }, { q3: null }]) {
      spec
        .given([created({ questions: optional })])
        .when(submit('v2', responses))
        .thenThrows('invalid', EMPTY_RESPONSE_MESSAGE);
    }
    expect(surveyDecider.decide(submit('v2', { q4: 'Lovely' }), foldCreatedWith(optional))).toHaveLength(1);
  });

  it('lets only the creator token or an admin delete', () => {
    const now = new Date('2026-06-02T00:00:00Z');
    spec
      .given([created()])
      .when({ kind: 'DeleteSurvey', by: 'creator', creatorTokenHash: 'other', now })
      .thenThrows('forbidden', 'Only the creator');
    spec
      .given([created()])
      .when({ kind: 'DeleteSurvey', by: 'creator', creatorTokenHash: null, now })
      .thenThrows('forbidden');
    for (const by of ['creator', 'admin'] as const) {
      spec
        .given([created()])
        .when({ kind: 'DeleteSurvey', by, creatorTokenHash: by === 'creator' ? 'hash-of-token' : null, now })
        .then([
          {
            type: 'surveys.SurveyDeleted',
            data: { surveyId: 's1', deletedBy: by, deletedAt: now.toISOString() },
          },
        ]);
    }
  });
});

function foldCreated() {
  return surveyDecider.evolve(surveyDecider.initialState(), created());
}

function foldCreatedWith(surveyQuestions: SurveyQuestion[]) {
  return surveyDecider.evolve(surveyDecider.initialState(), created({ questions: surveyQuestions }));
}

describe('answer validation', () => {
  const fieldErrors = (responses: Record<string, unknown>) => {
    try {
      validateAnswers(questions, responses);
      return {};
    } catch (error) {
      return (error as DomainError).fieldErrors ?? {};
    }
  };

  it('requires required questions and checks each answer against its type', () => {
    expect(fieldErrors({})).toEqual({
      'responses.q1': ['This question is required'],
      'responses.q2': ['This question is required'],
    });
    expect(fieldErrors({ q1: 'maybe', q2: 6, q3: 'Pipeline', q4: 'x'.repeat(2001), q9: 'x' })).toEqual({
      'responses.q9': ['Unknown question'],
      'responses.q1': ['Answer yes or no'],
      'responses.q2': ['Rating must be a whole number from 1 to 5'],
      'responses.q3': ['Choose one of the options'],
      'responses.q4': ['Answer must be under 2000 characters'],
    });
  });

  it('accepts exactly the integers 1 to 5 as ratings (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double()), (rating) => {
        const valid = Number.isInteger(rating) && rating >= 1 && rating <= 5;
        expect(Object.keys(fieldErrors({ q1: 'yes', q2: rating }))).toEqual(valid ? [] : ['responses.q2']);
      }),
    );
  });

  it('requires two options for multiple choice', () => {
    const result = createSurveySchema.safeParse({
      title: 'T',
      categoryId: 1,
      questions: [{ questionText: 'Pick', questionType: 'multiple_choice', options: ['Only one'] }],
    });
    expect(result.error?.issues[0]?.message).toBe('Multiple choice questions need at least two options');
    const noTitle = createSurveySchema.safeParse({ title: ' ', categoryId: 1, questions: [] });
    expect(noTitle.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Add at least one question',
    ]);
  });
});
