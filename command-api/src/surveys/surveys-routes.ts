import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSurveySchema,
  submitResponseSchema,
  surveyDecider,
  surveyStreamId,
} from '@nsg/domain/surveys/survey.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import {
  findSurvey,
  listOpenSurveys,
  listSurveyCategories,
  listSurveyResponses,
  surveyCategoryExists,
  surveyResults,
} from '@nsg/projections/surveys/surveys-queries.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { errorResponses, uuidParam } from '../http/schemas.ts';
import { responsesCsv } from './responses-csv.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';

export const CREATOR_TOKEN_HEADER = 'x-survey-creator-token';

const listQuery = z.object({
  category: integerId('Category must be a number').optional(),
  categoryId: integerId('Category must be a number').optional(),
});
const surveyQuery = z.object({ withQuestions: z.enum(['true', 'false']).optional() });

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
    if (!found) throw new HttpError(404, 'Survey not found');
    const isAdmin = request.account?.role === 'admin';
    if (!isAdmin && !sameHash(creatorTokenHash(request), found.creatorTokenHash)) {
      throw new HttpError(403, 'Only the creator of this survey or an admin can see its results');
    }
    return found;
  }

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['surveys'];

    app.get('/api/survey/categories', { schema: { tags } }, () => listSurveyCategories(deps.db));

    app.get('/api/surveys', { schema: { tags, querystring: listQuery } }, (request) =>
      listOpenSurveys(deps.db, request.query.category ?? request.query.categoryId),
    );

    app.get(
      '/api/surveys/:id',
      { schema: { tags, params: uuidParam, querystring: surveyQuery } },
      async (request) => {
        const found = await findSurvey(deps.db, request.params.id);
        if (!found) throw new HttpError(404, 'Survey not found');
        return {
          ...found.survey,
          category: found.category,
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
          response: { 201: z.object({ id: z.string(), creatorToken: z.string() }), ...errorResponses },
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
            now: new Date(),
          },
          commandContext(request),
        );
        return reply.code(201).send({ id: surveyId, creatorToken });
      },
    );

    app.delete('/api/surveys/:id', { schema: { tags, params: uuidParam } }, async (request) => {
      const isAdmin = request.account?.role === 'admin';
      await executeCommand(
        deps.store,
        surveyDecider,
        surveyStreamId(request.params.id),
        {
          kind: 'DeleteSurvey',
          by: isAdmin ? 'admin' : 'creator',
          creatorTokenHash: creatorTokenHash(request),
          now: new Date(),
        },
        commandContext(request),
      );
      return { id: request.params.id, deleted: true };
    });

    app.post(
      '/api/surveys/:id/responses',
      {
        schema: { tags, params: uuidParam, body: submitResponseSchema },
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
            responses: request.body.responses,
            now: new Date(),
          },
          commandContext(request),
        );
        return reply.code(201).send({ id: responseId });
      },
    );

    app.get('/api/surveys/:id/results', { schema: { tags, params: uuidParam } }, async (request) => {
      const found = await surveyForOwner(request, request.params.id);
      return {
        surveyId: found.survey.id,
        title: found.survey.title,
        responseCount: found.survey.responseCount,
        questions: await surveyResults(deps.db, found.survey.id, found.questions),
      };
    });

    app.get(
      '/api/surveys/:id/responses.csv',
      { schema: { tags, params: uuidParam } },
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
