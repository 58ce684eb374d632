import type { ErrorParams, FieldErrorCode, FieldErrorCodes } from '@nsg/domain/shared/errors.ts';
import {
  codeOfStatus,
  localizedApiMessage,
  localizedFieldMessage,
  localizedNoConnectionMessage,
} from './localized-errors.ts';

export type FieldErrors = Record<string, string[]>;

/** The server's machine-readable account of an error (see the API's error body). */
export interface ApiErrorCodes {
  code?: string;
  params?: ErrorParams;
  fieldErrorCodes?: FieldErrorCodes;
  /** On a stale edit (`stale_edit`): the entry as it is now. */
  current?: unknown;
}

/**
 * A failed API call: its message and per-field errors in the visitor's language (the server's English
 * ones on English pages), its status and the server's codes.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** False when the server said nothing and the message is only the HTTP status. */
  readonly fromServer: boolean;
  /** The server's stable code, e.g. `rate_limited` or `review_already_submitted`. */
  readonly code?: string;
  readonly params: ErrorParams;
  readonly fieldErrorCodes: FieldErrorCodes;
  readonly current?: unknown;

  constructor(
    message: string,
    status: number,
    fieldErrors: FieldErrors = {},
    fromServer = true,
    { code, params = {}, fieldErrorCodes = {}, current }: ApiErrorCodes = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
    this.code = code;
    this.params = params;
    this.fieldErrorCodes = fieldErrorCodes;
    this.current = current;
  }
}

/** The server's own explanation of a failed call, if it gave one. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.fromServer && error.message.trim() ? error.message : undefined;

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
}

/** Calls our API with JSON and the session cookie; a non-2xx answer throws an {@link ApiError}. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return bodyOf<T>(await apiResponse(path, options));
}

/** The log position a command's answer names: the X-Log-Position header, '' when it appended nothing. */
export const LOG_POSITION_HEADER = 'X-Log-Position';

/**
 * Sends a command: its answer, with the `position` of what it appended (from the body when it carries one,
 * else the header), for reading the write back (see read-your-writes.ts).
 */
export async function apiCommand<T extends object = object>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T & { position: string }> {
  const response = await apiResponse(path, options);
  const answer = (await bodyOf<T | undefined>(response)) ?? ({} as T);
  const position = (answer as { position?: unknown }).position;
  return {
    ...answer,
    position: typeof position === 'string' ? position : (response.headers.get(LOG_POSITION_HEADER) ?? ''),
  };
}

async function apiResponse(path: string, { json, headers, ...init }: ApiFetchOptions): Promise<Response> {
  const response = await fetchOrExplain(path, {
    ...init,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const NO_CONNECTION_MESSAGE =
  "Can't reach North Shore Guide right now. Check your connection and try again.";

/** fetch, with a network failure (offline, server unreachable) told in words instead of "Failed to fetch". */
async function fetchOrExplain(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof TypeError) {
      throw new ApiError(localizedNoConnectionMessage(NO_CONNECTION_MESSAGE), 0, {}, false);
    }
    throw error;
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).trim();
  const body = parseJsonObject(text);
  const fallback = `HTTP ${response.status}: ${response.statusText}`;
  const message =
    body === undefined
      ? text || fallback
      : typeof body.message === 'string' && body.message
        ? body.message
        : fallback;
  const fromServer = message !== fallback;
  const codes = readCodes(body);
  const code = codes.code ?? (fromServer ? undefined : codeOfStatus(response.status));
  const fieldErrors = body === undefined ? {} : readFieldErrors(body.fieldErrors);
  return new ApiError(
    localizedApiMessage(code, codes.params ?? {}, message),
    response.status,
    localizedFieldErrors(fieldErrors, codes.fieldErrorCodes ?? {}),
    fromServer,
    codes,
  );
}

function readCodes(body: Record<string, unknown> | undefined): ApiErrorCodes {
  if (body === undefined) return {};
  return {
    code: typeof body.code === 'string' ? body.code : undefined,
    params: isPlainObject(body.params) ? readParams(body.params) : undefined,
    fieldErrorCodes: isPlainObject(body.fieldErrorCodes)
      ? readFieldErrorCodes(body.fieldErrorCodes)
      : undefined,
    current: body.current,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function readParams(value: Record<string, unknown>): ErrorParams {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

function readFieldErrorCodes(value: Record<string, unknown>): FieldErrorCodes {
  const codes: FieldErrorCodes = {};
  for (const [field, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    codes[field] = list.flatMap((item: unknown): FieldErrorCode[] =>
      isPlainObject(item) && typeof item.code === 'string'
        ? [{ code: item.code, ...(isPlainObject(item.params) ? { params: readParams(item.params) } : {}) }]
        : [],
    );
  }
  return codes;
}

/** Each field message in the visitor's language, by the code at the same place. */
function localizedFieldErrors(fieldErrors: FieldErrors, codes: FieldErrorCodes): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message, index) => {
        const code = codes[field]?.[index];
        return code ? localizedFieldMessage(field, code, message) : message;
      }),
    ]),
  );
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function readFieldErrors(value: unknown): FieldErrors {
  if (value === null || typeof value !== 'object') return {};
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) fieldErrors[field] = list;
  }
  return fieldErrors;
}

/** The first message per field, in the shape Mantine's `form.setErrors` takes. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      messages[0] === undefined ? [] : [[field, messages[0]]],
    ),
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
