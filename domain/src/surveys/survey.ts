import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import {
  DomainError,
  type ApiErrorCode,
  type FieldErrorCode,
  type FieldErrorCodes,
} from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { MAX_INTEGER_ID } from '../shared/ids.ts';
import { boundedIsoDate } from '../shared/dates.ts';

export const questionTypes = ['multiple_choice', 'yes_no', 'rating', 'text'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const TEXT_ANSWER_MAX = 2000;
export const END_DATE_IN_PAST = 'End date cannot be in the past';
export const EMPTY_RESPONSE_MESSAGE = 'Please answer at least one question before submitting';

/**
 * One response per visitor, stated on the survey page: a visitor is their browser's cookie, and also
 * their device on its network, so fresh cookies do not add answers; one network (a home's or a hotel's
 * Wi-Fi) gives at most `responsesPerNetwork` answers to a survey.
 */
export const SURVEY_FAIR_PLAY = { responsesPerNetwork: 3 } as const;
export const NETWORK_CAP_MESSAGE = `This survey has taken ${SURVEY_FAIR_PLAY.responsesPerNetwork} responses from your network, the most for one network.`;

/** Today's date in Hawaii (UTC-10 all year), as YYYY-MM-DD. */
export const hawaiiToday = (now: Date) =>
  new Date(now.getTime() - 10 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** A survey ending on a date takes answers until the end of that day in Hawaii. */
export const closesAt = (endDate: string) => new Date(`${endDate}T23:59:59.999-10:00`);

export const surveyQuestionSchema = z
  .object({
    questionText: z
      .string('Question text is required')
      .trim()
      .min(1, 'Question text is required')
      .max(500, 'Question text must be under 500 characters'),
    questionType: z.enum(questionTypes, 'Question type must be multiple_choice, yes_no, rating or text'),
    options: z
      .array(
        z.string().trim().min(1, 'Options cannot be empty').max(200, 'Options must be under 200 characters'),
      )
      .max(20, 'At most 20 options')
      .nullish()
      .transform((options) => options ?? []),
    isRequired: z.boolean().default(false),
  })
  .superRefine((question, ctx) => {
    if (question.questionType === 'multiple_choice' && question.options.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Multiple choice questions need at least two options',
      });
    }
  })
  .transform((question) => ({
    ...question,
    options: question.questionType === 'multiple_choice' ? question.options : [],
  }));

export const createSurveySchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be under 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be under 2000 characters')
    .nullish()
    .transform((value) => value || null),
  categoryId: z
    .number('Please select a category')
    .int('Please select a category')
    .positive('Please select a category')
    .max(MAX_INTEGER_ID, 'Please select a category'),
  endDate: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.slice(0, 10) : null))
    .pipe(boundedIsoDate('End date must be a date').nullable()),
  isAnonymous: z.boolean().default(false),
  allowMultipleResponses: z.boolean().default(false),
  isActive: z.boolean().default(true),
  questions: z
    .array(surveyQuestionSchema)
    .min(1, 'Add at least one question')
    .max(50, 'At most 50 questions'),
});
export type CreateSurveyInput = z.infer<typeof createSurveySchema>;
export type CreateSurveyRequest = z.input<typeof createSurveySchema>;

export const submitResponseSchema = z.object({
  responses: z.record(z.string(), z.unknown(), 'Responses are required'),
  /** Sent as null by the earlier client; the respondent is the visitor cookie, never this field. */
  respondentId: z.unknown().optional(),
});

export interface SurveyQuestion {
  id: string;
  questionText: string;
  questionType: QuestionType;
  options: string[];
  isRequired: boolean;
  orderIndex: number;
}
export type Answer = string | number;

export type SurveyCreated = DomainEvent<
  'surveys.SurveyCreated',
  {
    surveyId: string;
    title: string;
    description: string | null;
    categoryId: number;
    endDate: string | null;
    isAnonymous: boolean;
    allowMultipleResponses: boolean;
    isActive: boolean;
    questions: SurveyQuestion[];
    /** sha256 of the creator token the creating browser keeps; the token itself is never stored. */
    creatorTokenHash: string;
    createdAt: string;
  }
>;
export type SurveyDeleted = DomainEvent<
  'surveys.SurveyDeleted',
  { surveyId: string; deletedBy: 'creator' | 'admin'; deletedAt: string }
>;
export type ResponseSubmitted = DomainEvent<
  'surveys.ResponseSubmitted',
  {
    surveyId: string;
    responseId: string;
    /** Keyed hash of the visitor id: one response per visitor without keeping who it was. */
    respondentKey: string;
    /** Keyed hashes of the device (address and browser) and network (address) it came from. */
    deviceKey?: string;
    networkKey?: string;
    answers: Record<string, Answer>;
    submittedAt: string;
  }
>;
export type SurveyEvent = SurveyCreated | SurveyDeleted | ResponseSubmitted;

export type SurveyCommand =
  | {
      kind: 'CreateSurvey';
      surveyId: string;
      input: CreateSurveyInput;
      questionIds: string[];
      categoryExists: boolean;
      creatorTokenHash: string;
      now: Date;
    }
  | { kind: 'DeleteSurvey'; by: 'admin' | 'creator'; creatorTokenHash: string | null; now: Date }
  | {
      kind: 'SubmitResponse';
      responseId: string;
      respondentKey: string;
      deviceKey: string;
      networkKey: string;
      responses: Record<string, unknown>;
      now: Date;
    };

export type SurveyState =
  | { status: 'none' | 'deleted' }
  | {
      status: 'open';
      surveyId: string;
      isActive: boolean;
      endDate: string | null;
      allowMultipleResponses: boolean;
      questions: SurveyQuestion[];
      creatorTokenHash: string;
      respondents: ReadonlySet<string>;
      devices: ReadonlySet<string>;
      responsesPerNetwork: ReadonlyMap<string, number>;
    };

type OpenSurvey = Extract<SurveyState, { status: 'open' }>;

/** See SURVEY_FAIR_PLAY. */
function checkOnePerVisitor(state: OpenSurvey, command: Extract<SurveyCommand, { kind: 'SubmitResponse' }>) {
  if (state.respondents.has(command.respondentKey) || state.devices.has(command.deviceKey)) {
    throw new DomainError('conflict', 'You have already responded to this survey', undefined, {
      code: 'survey_already_answered',
    });
  }
  if ((state.responsesPerNetwork.get(command.networkKey) ?? 0) >= SURVEY_FAIR_PLAY.responsesPerNetwork) {
    throw new DomainError('conflict', NETWORK_CAP_MESSAGE, undefined, {
      code: 'survey_network_cap',
      params: { count: SURVEY_FAIR_PLAY.responsesPerNetwork },
    });
  }
}

function recordRespondent(state: OpenSurvey, response: ResponseSubmitted['data']): OpenSurvey {
  const { respondentKey, deviceKey, networkKey } = response;
  const perNetwork = new Map(state.responsesPerNetwork);
  if (networkKey) perNetwork.set(networkKey, (perNetwork.get(networkKey) ?? 0) + 1);
  return {
    ...state,
    respondents: new Set([...state.respondents, respondentKey]),
    devices: deviceKey ? new Set([...state.devices, deviceKey]) : state.devices,
    responsesPerNetwork: perNetwork,
  };
}

export const surveyStreamId = (surveyId: string) => `survey-${surveyId}`;

/** Each answer checked against its question; field errors keyed `responses.<questionId>`. */
export function validateAnswers(
  questions: readonly SurveyQuestion[],
  responses: Record<string, unknown>,
): Record<string, Answer> {
  const errors: Record<string, string[]> = {};
  const codes: FieldErrorCodes = {};
  const refuse = (key: string, { error, code }: AnswerError) => {
    errors[`responses.${key}`] = [error];
    codes[`responses.${key}`] = [code];
  };
  const answers: Record<string, Answer> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(responses)) {
    if (!known.has(key))
      refuse(key, { error: 'Unknown question', code: { code: 'answer_unknown_question' } });
  }
  for (const question of questions) {
    const raw = responses[question.id];
    const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (blank) {
      if (question.isRequired) {
        refuse(question.id, { error: 'This question is required', code: { code: 'answer_required' } });
      }
      continue;
    }
    const result = checkAnswer(question, raw);
    if (typeof result === 'object') refuse(question.id, result);
    else answers[question.id] = result;
  }
  const first = Object.values(errors)[0];
  if (first) {
    const firstCode = Object.values(codes)[0]![0]!;
    throw new DomainError('invalid', first[0]!, errors, {
      code: firstCode.code as ApiErrorCode,
      params: firstCode.params,
      fieldErrorCodes: codes,
    });
  }
  return answers;
}

interface AnswerError {
  error: string;
  code: FieldErrorCode & { code: ApiErrorCode };
}

function checkAnswer(question: SurveyQuestion, raw: unknown): Answer | AnswerError {
  switch (question.questionType) {
    case 'yes_no': {
      const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
      return value === 'yes' || value === 'no'
        ? value
        : { error: 'Answer yes or no', code: { code: 'answer_yes_or_no' } };
    }
    case 'rating': {
      const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
        ? value
        : { error: 'Rating must be a whole number from 1 to 5', code: { code: 'answer_rating_range' } };
    }
    case 'multiple_choice':
      return typeof raw === 'string' && question.options.includes(raw)
        ? raw
        : { error: 'Choose one of the options', code: { code: 'answer_choose_option' } };
    case 'text':
      if (typeof raw !== 'string') return { error: 'Answer must be text', code: { code: 'answer_not_text' } };
      return raw.trim().length <= TEXT_ANSWER_MAX
        ? raw.trim()
        : {
            error: `Answer must be under ${TEXT_ANSWER_MAX} characters`,
            code: { code: 'answer_too_long', params: { maximum: TEXT_ANSWER_MAX } },
          };
  }
}

export const surveyDecider: Decider<SurveyCommand, SurveyEvent, SurveyState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'CreateSurvey') {
      if (state.status !== 'none') throw new DomainError('conflict', 'This survey already exists');
      const { input } = command;
      if (!command.categoryExists) {
        throw new DomainError(
          'invalid',
          'Please select a category',
          { categoryId: ['Please select a category'] },
          { code: 'survey_category_required' },
        );
      }
      if (input.endDate && input.endDate < hawaiiToday(command.now)) {
        throw new DomainError(
          'invalid',
          END_DATE_IN_PAST,
          { endDate: [END_DATE_IN_PAST] },
          { code: 'survey_end_date_past' },
        );
      }
      return [
        {
          type: 'surveys.SurveyCreated',
          data: {
            surveyId: command.surveyId,
            title: input.title,
            description: input.description,
            categoryId: input.categoryId,
            endDate: input.endDate,
            isAnonymous: input.isAnonymous,
            allowMultipleResponses: input.allowMultipleResponses,
            isActive: input.isActive,
            questions: input.questions.map((question, index) => ({
              id: command.questionIds[index]!,
              ...question,
              orderIndex: index,
            })),
            creatorTokenHash: command.creatorTokenHash,
            createdAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (state.status !== 'open')
      throw new DomainError('not_found', 'Survey not found', undefined, { code: 'survey_not_found' });

    if (command.kind === 'DeleteSurvey') {
      if (command.by === 'creator' && command.creatorTokenHash !== state.creatorTokenHash) {
        throw new DomainError('forbidden', 'Only the creator of this survey can delete it', undefined, {
          code: 'survey_creator_only',
        });
      }
      return [
        {
          type: 'surveys.SurveyDeleted',
          data: { surveyId: state.surveyId, deletedBy: command.by, deletedAt: command.now.toISOString() },
        },
      ];
    }

    if (!state.isActive)
      throw new DomainError('conflict', 'This survey is not accepting responses', undefined, {
        code: 'survey_closed',
      });
    if (state.endDate && command.now > closesAt(state.endDate)) {
      throw new DomainError('conflict', 'This survey has ended', undefined, { code: 'survey_ended' });
    }
    if (!state.allowMultipleResponses) checkOnePerVisitor(state, command);
    const answers = validateAnswers(state.questions, command.responses);
    // A response without a single answer would count as a respondent who said nothing.
    if (Object.keys(answers).length === 0) {
      throw new DomainError('invalid', EMPTY_RESPONSE_MESSAGE, undefined, { code: 'survey_response_empty' });
    }
    return [
      {
        type: 'surveys.ResponseSubmitted',
        data: {
          surveyId: state.surveyId,
          responseId: command.responseId,
          respondentKey: command.respondentKey,
          deviceKey: command.deviceKey,
          networkKey: command.networkKey,
          answers,
          submittedAt: command.now.toISOString(),
        },
      },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'surveys.SurveyCreated':
        return {
          status: 'open',
          surveyId: event.data.surveyId,
          isActive: event.data.isActive,
          endDate: event.data.endDate,
          allowMultipleResponses: event.data.allowMultipleResponses,
          questions: event.data.questions,
          creatorTokenHash: event.data.creatorTokenHash,
          respondents: new Set(),
          devices: new Set(),
          responsesPerNetwork: new Map(),
        };
      case 'surveys.SurveyDeleted':
        return { status: 'deleted' };
      case 'surveys.ResponseSubmitted':
        if (state.status !== 'open') return state;
        return recordRespondent(state, event.data);
    }
  },
};
