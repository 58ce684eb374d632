import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DomainError,
  fieldErrorCodeOfIssue,
  sameCodeForEachField,
  type ApiErrorCode,
  type ErrorParams,
  type ErrorReason,
  type FieldErrorCodes,
} from '@nsg/domain/shared/errors.ts';
import { isConnectionError } from '@nsg/platform/db.ts';
import {
  AppendTooLarge,
  EventStoreUnavailable,
  StreamDeleted,
  WrongExpectedVersion,
} from '@nsg/platform/event-store/event-store.ts';

/**
 * The one error shape every route answers with: `message` and `fieldErrors` in English, `code` and
 * `fieldErrorCodes` (parallel to `fieldErrors`, message for message) for clients that speak another language.
 */
export interface ErrorBody {
  error: string;
  code: ApiErrorCode;
  message: string;
  params?: ErrorParams;
  fieldErrors?: Record<string, string[]>;
  fieldErrorCodes?: FieldErrorCodes;
  /** A stale edit's entry as it is now (see catalog-edit.ts), for the form to show. */
  current?: unknown;
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

/** The code of an error that has no more specific one. */
const statusCodes: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'service_unavailable',
};
const codeOfStatus = (statusCode: number): ApiErrorCode =>
  statusCodes[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'bad_request');

export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly reason?: ErrorReason;
  readonly current?: unknown;
  constructor(
    statusCode: number,
    message: string,
    fieldErrors?: Record<string, string[]>,
    reason?: ErrorReason,
    current?: unknown,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
    this.current = current;
  }
}

/** A read model not ready for the command (a row not there yet): the client retries, nothing is decided. */
export class RetryLater extends HttpError {
  constructor(message = 'The service is briefly unavailable. Please retry in a few seconds.') {
    super(503, message);
  }
}

/**
 * Answers with the error body. Without a reason the code is the status's own (`not_found`, `rate_limited`...);
 * field errors without their own codes each get the error's code.
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
  reason?: ErrorReason,
  current?: unknown,
) {
  const code = reason?.code ?? codeOfStatus(statusCode);
  const params = reason?.params;
  const body: ErrorBody = {
    error: statusNames[statusCode] ?? 'Error',
    code,
    message,
    ...(params ? { params } : {}),
    ...(fieldErrors
      ? {
          fieldErrors,
          fieldErrorCodes: reason?.fieldErrorCodes ?? sameCodeForEachField(fieldErrors, { code, params }),
        }
      : {}),
    ...(current === undefined ? {} : { current }),
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
      const fieldErrorCodes: FieldErrorCodes = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(error.validationContext ?? 'body');
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
        (fieldErrorCodes[field] ??= []).push(fieldErrorCodeOfIssue({ code: issue.keyword, ...issue.params }));
      }
      const first = Object.entries(fieldErrors)[0];
      return sendError(
        reply,
        400,
        first ? `${first[0]}: ${first[1][0] ?? 'invalid'}` : 'Invalid request',
        fieldErrors,
        { code: 'validation_failed', fieldErrorCodes },
      );
    }
    if (error instanceof DomainError) {
      return sendError(reply, domainStatus[error.code], error.message, error.fieldErrors, error.reason);
    }
    if (error instanceof RetryLater) reply.header('retry-after', '2');
    if (error instanceof HttpError)
      return sendError(
        reply,
        error.statusCode,
        error.message,
        error.fieldErrors,
        error.reason,
        error.current,
      );
    if (error instanceof WrongExpectedVersion) {
      return sendError(
        reply,
        409,
        'This item was changed by someone else at the same time. Please try again.',
        undefined,
        { code: 'concurrent_change' },
      );
    }
    if (error instanceof StreamDeleted) return sendError(reply, 404, 'This item no longer exists.');
    if (error instanceof AppendTooLarge)
      return sendError(reply, 413, 'This change is too large to record. Please send less.');
    // Postgres, Redis or the event store out of reach: the client should retry, not give up.
    if (isConnectionError(error) || error instanceof EventStoreUnavailable) {
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
