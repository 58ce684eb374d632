export type FieldErrors = Record<string, string[]>;

/** A failed API call: the server's `message` (or response text), its status and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** False when the server said nothing and the message is only the HTTP status. */
  readonly fromServer: boolean;

  constructor(message: string, status: number, fieldErrors: FieldErrors = {}, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
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
export async function apiFetch<T>(
  path: string,
  { json, headers, ...init }: ApiFetchOptions = {},
): Promise<T> {
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
    if (error instanceof TypeError) throw new ApiError(NO_CONNECTION_MESSAGE, 0, {}, false);
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
  return new ApiError(
    message,
    response.status,
    body === undefined ? {} : readFieldErrors(body.fieldErrors),
    message !== fallback,
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
