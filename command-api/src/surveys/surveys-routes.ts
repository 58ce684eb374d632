import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSurveySchema,
  questionTypes,
  submitResponseSchema,
  surveyDecider,
  surveyStreamId,
} from '@nsg/domain/surveys/survey.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import {
  findSurvey,
  hasResponded,
  listOpenSurveys,
  listSurveyCategories,
  listSurveyResponses,
  surveyCategoryExists,
  surveyResults,
} from '@nsg/projections/surveys/surveys-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { visitorKeys } from '../http/visitor-keys.ts';
import { responsesCsv } from './responses-csv.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';

export const CREATOR_TOKEN_HEADER = 'x-survey-creator-token';

const listQuery = z.object({
  category: integerId('Category must be a number').optional(),
  categoryId: integerId('Category must be a number').optional(),
});
const surveyQuery = z.object({ withQuestions: z.enum(['true', 'false']).optional() });
const categoryView = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
});
const surveySummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int(),
  isAnonymous: z.boolean(),
  allowMultipleResponses: z.boolean(),
  isActive: z.boolean(),
  endDate: z.string().nullable(),
  questionCount: z.number().int(),
  responseCount: z.number().int(),
  createdAt: z.string(),
});
const questionView = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  options: z.array(z.string()),
  isRequired: z.boolean(),
  orderIndex: z.number().int(),
});
const surveyView = surveySummary.extend({
  category: categoryView.nullable(),
  answeredByYou: z
    .boolean()
    .describe('This visitor has answered already (with allowMultipleResponses false, they cannot again)'),
  questions: z.array(questionView).optional().describe('With withQuestions=true'),
});
const resultsView = z.object({
  surveyId: z.string(),
  title: z.string(),
  responseCount: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      questionText: z.string(),
      questionType: z.enum(questionTypes),
      answered: z.number().int(),
      counts: z.record(z.string(), z.number().int()).describe('Responses per answer'),
      average: z.number().nullable().describe('Ratings only'),
    }),
  ),
});
/** The creator's token, or an admin's session. */
const creatorOrAdmin: Record<string, string[]>[] = [{ surveyCreatorToken: [] }, { sessionCookie: [] }];

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function creatorTokenHash(request: FastifyRequest): string | null {
  const token = request.headers[CREATOR_TOKEN_HEADER];
  return typeof token === 'string' && token.length >= 16 && token.length <= 200 ? hashToken(token) : null;
}

function sameHash(a: string | null, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Surveys: categories, list, one survey, create, delete (creator or admin), answer, results and CSV. */
export function surveysRoutes(deps: AppDeps) {
  const respondentKey = (visitorId: string) =>
    createHmac('sha256', deps.secrets.emailLookup)
      .update(`survey-respondent:${visitorId}`)
      .digest('base64url');

  /** The survey, if the caller created it (creator token) or is an admin; 403 otherwise. */
  async function surveyForOwner(request: FastifyRequest, surveyId: string) {
    const found = await findSurvey(deps.db, surveyId);
    if (!found) throw new HttpError(404, 'Survey not found', undefined, { code: 'survey_not_found' });
    const isAdmin = request.account?.role === 'admin';
    if (!isAdmin && !sameHash(creatorTokenHash(request), found.creatorTokenHash)) {
      throw new HttpError(403, 'Only the creator of this survey or an admin can see its results');
    }
    return found;
  }

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['surveys'];

    app.get(
      '/api/survey/categories',
      {
        config: { reads: [READS.surveyCategories] },
        schema: { tags, response: { 200: z.array(categoryView.extend({ description: z.string() })) } },
      },
      () => listSurveyCategories(deps.db),
    );

    app.get(
      '/api/surveys',
      {
        config: { reads: [READS.surveys] },
        schema: { tags, querystring: listQuery, response: { 200: z.array(surveySummary) } },
      },
      (request) =>
        listOpenSurveys(deps.db, request.query.category ?? request.query.categoryId, deps.clock.now()),
    );

    app.get(
      '/api/surveys/:id',
      {
        config: { reads: [READS.surveys] },
        schema: { tags, params: uuidParam, querystring: surveyQuery, response: { 200: surveyView } },
      },
      async (request) => {
        const found = await findSurvey(deps.db, request.params.id, deps.clock.now());
        if (!found) throw new HttpError(404, 'Survey not found', undefined, { code: 'survey_not_found' });
        return {
          ...found.survey,
          category: found.category,
          answeredByYou: await hasResponded(deps.db, request.params.id, respondentKey(request.visitorId)),
          ...(request.query.withQuestions === 'true' ? { questions: found.questions } : {}),
        };
      },
    );

    app.post(
      '/api/surveys',
      {
        schema: {
          tags,
          body: createSurveySchema,
          response: { 201: z.object({ id: z.string(), creatorToken: z.string() }) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const surveyId = newId();
        const creatorToken = randomBytes(24).toString('base64url');
        await executeCommand(
          deps.store,
          surveyDecider,
          surveyStreamId(surveyId),
          {
            kind: 'CreateSurvey',
            surveyId,
            input: request.body,
            questionIds: request.body.questions.map((_, index) =>
              deterministicId(`${surveyId}:question:${index}`),
            ),
            categoryExists: await surveyCategoryExists(deps.db, request.body.categoryId),
            creatorTokenHash: hashToken(creatorToken),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return reply.code(201).send({ id: surveyId, creatorToken });
      },
    );

    app.delete(
      '/api/surveys/:id',
      {
        schema: {
          tags,
          params: uuidParam,
          security: creatorOrAdmin,
          response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        const isAdmin = request.account?.role === 'admin';
        await executeCommand(
          deps.store,
          surveyDecider,
          surveyStreamId(request.params.id),
          {
            kind: 'DeleteSurvey',
            by: isAdmin ? 'admin' : 'creator',
            creatorTokenHash: creatorTokenHash(request),
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, deleted: true as const };
      },
    );

    app.post(
      '/api/surveys/:id/responses',
      {
        schema: {
          tags,
          params: uuidParam,
          body: submitResponseSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const responseId = newId();
        await executeCommand(
          deps.store,
          surveyDecider,
          surveyStreamId(request.params.id),
          {
            kind: 'SubmitResponse',
            responseId,
            respondentKey: respondentKey(request.visitorId),
            ...visitorKeys(deps.secrets.emailLookup, request, 'survey-respondent'),
            responses: request.body.responses,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return reply.code(201).send({ id: responseId });
      },
    );

    app.get(
      '/api/surveys/:id/results',
      {
        config: { reads: [READS.surveys] },
        schema: { tags, params: uuidParam, security: creatorOrAdmin, response: { 200: resultsView } },
      },
      async (request) => {
        const found = await surveyForOwner(request, request.params.id);
        return {
          surveyId: found.survey.id,
          title: found.survey.title,
          responseCount: found.survey.responseCount,
          questions: await surveyResults(deps.db, found.survey.id, found.questions),
        };
      },
    );

    app.get(
      '/api/surveys/:id/responses.csv',
      {
        config: { reads: [READS.surveys] },
        schema: {
          tags,
          params: uuidParam,
          security: creatorOrAdmin,
          response: {
            200: {
              description: 'One row per response, one column per question',
              content: { 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const found = await surveyForOwner(request, request.params.id);
        const csv = responsesCsv(found.questions, await listSurveyResponses(deps.db, found.survey.id));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="survey-${found.survey.id}-responses.csv"`)
          .send(csv);
      },
    );
  };
}
