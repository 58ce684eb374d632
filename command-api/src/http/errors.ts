import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import { isConnectionError } from '@nsg/platform/db.ts';
import { WrongExpectedVersion } from '@nsg/platform/event-store/event-store.ts';

/** The one error shape every route answers with. */
export interface ErrorBody {
  error: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string[]>;
  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

/** A read model not ready for the command (a row not there yet): the client retries, nothing is decided. */
export class RetryLater extends HttpError {
  constructor(message = 'The service is briefly unavailable. Please retry in a few seconds.') {
    super(503, message);
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  const body: ErrorBody = {
    error: statusNames[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return reply.code(statusCode).type('application/json').send(body);
}

const domainStatus: Record<DomainError['code'], number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(error.validationContext ?? 'body');
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = Object.entries(fieldErrors)[0];
      return sendError(
        reply,
        400,
        first ? `${first[0]}: ${first[1][0] ?? 'invalid'}` : 'Invalid request',
        fieldErrors,
      );
    }
    if (error instanceof DomainError) {
      return sendError(reply, domainStatus[error.code], error.message, error.fieldErrors);
    }
    if (error instanceof RetryLater) reply.header('retry-after', '2');
    if (error instanceof HttpError)
      return sendError(reply, error.statusCode, error.message, error.fieldErrors);
    if (error instanceof WrongExpectedVersion) {
      return sendError(
        reply,
        409,
        'This item was changed by someone else at the same time. Please try again.',
      );
    }
    // Postgres or Redis out of reach: the client should retry, not give up.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      reply.header('retry-after', '2');
      return sendError(reply, 503, 'The service is briefly unavailable. Please retry in a few seconds.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
