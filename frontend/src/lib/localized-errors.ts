import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import {
  fieldErrorCodeOfIssue,
  isApiErrorCode,
  type ErrorParams,
  type FieldErrorCode,
} from '@nsg/domain/shared/errors.ts';
import type { z } from 'zod';
import { HAWAII_TIME_ZONE } from '@nsg/domain/shared/locales.ts';
import { renderedLocale, translateNow } from '../i18n/i18n-provider.tsx';

/*
 * English texts come from the server and the domain's schemas, unchanged; other languages take the
 * catalogue's message for the error's code, or the English text when the code is not one we know.
 */

const inEnglish = () => renderedLocale() === 'en';

/** The codes of statuses answered without a body we could read (a proxy's 502, a gateway's 429). */
const statusCodes: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};
export const codeOfStatus = (status: number): string | undefined => statusCodes[status];

/** An API error's message in the visitor's language. */
export function localizedApiMessage(code: string | undefined, params: ErrorParams, english: string): string {
  if (inEnglish() || !isApiErrorCode(code)) return english;
  const retryAfterSeconds = Number(params.retryAfterSeconds);
  if (code === 'rate_limited' && retryAfterSeconds > 0) {
    return translateNow('errors.rateLimitedFor', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  return translateNow(`errors.api.${code}`, withTimesSaid(params));
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The server sends a time as ISO text (`challenge_too_soon`'s `at`): said here in the visitor's language
 * and in Hawaii time, as the catalogue's message says.
 */
function withTimesSaid(params: ErrorParams): ErrorParams {
  const format = new Intl.DateTimeFormat(renderedLocale(), {
    timeZone: HAWAII_TIME_ZONE,
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && ISO_TIME.test(value) ? format.format(Date.parse(value)) : value,
    ]),
  );
}

export const localizedNoConnectionMessage = (english: string) =>
  inEnglish() ? english : translateNow('errors.noConnection');

/** Messages that read better than the generic one for their field, by the field's name and the issue's code. */
const fieldMessages: Record<string, Partial<Record<string, MessageId>>> = {
  rating: {
    too_small: 'errors.field.rating',
    too_big: 'errors.field.rating',
    invalid_type: 'errors.field.rating',
  },
  feet: { invalid_format: 'errors.field.wholeNumber', custom: 'errors.field.feetMin' },
  inches: { invalid_format: 'errors.field.wholeNumber', custom: 'errors.field.inchesRange' },
  length: { invalid_format: 'errors.api.board_length_format' },
};

/** One field's error in the visitor's language. */
export function localizedFieldMessage(field: string, { code, params = {} }: FieldErrorCode, english: string) {
  if (inEnglish()) return english;
  if (isApiErrorCode(code)) return localizedApiMessage(code, params, english);
  const name = field.split('.').at(-1) ?? field;
  const id = fieldMessages[name]?.[code] ?? genericFieldMessage(name, code, params);
  return id ? translateNow(id, params) : english;
}

function genericFieldMessage(name: string, code: string, params: ErrorParams): MessageId | undefined {
  const isEmail = /email$/i.test(name);
  switch (code) {
    case 'invalid_type':
      return 'errors.field.required';
    case 'too_small':
      if (params.origin === 'string')
        return params.minimum === 1 ? 'errors.field.required' : 'errors.field.tooShort';
      return params.origin === 'array' || params.origin === 'set'
        ? 'errors.field.tooFew'
        : 'errors.field.tooSmall';
    case 'too_big':
      if (isEmail) return 'errors.field.email';
      if (params.origin === 'string') return 'errors.field.tooLong';
      return params.origin === 'array' || params.origin === 'set'
        ? 'errors.field.tooMany'
        : 'errors.field.tooBig';
    case 'invalid_format':
      if (params.format === 'email' || isEmail) return 'errors.field.email';
      return params.format === 'url' ? 'errors.field.url' : 'errors.field.invalidFormat';
    case 'invalid_union':
      return isEmail ? 'errors.field.email' : 'errors.field.invalid';
    case 'invalid_value':
      return 'errors.field.choose';
    case 'custom':
      return 'errors.field.invalid';
    default:
      return undefined;
  }
}

/**
 * Mantine's `schemaResolver` for a zod schema, with its messages in the visitor's language: in English
 * exactly the schema's own.
 */
export function localizedSchemaResolver(schema: z.ZodType, _options?: { sync: true }) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= localizedFieldMessage(path, fieldErrorCodeOfIssue(issue), issue.message);
    }
    return errors;
  };
}
