export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/**
 * The stable machine codes an API error body carries beside its English `message`: clients key their
 * own (translated) texts on them. A code is never renamed or reused for another meaning.
 */
export const API_ERROR_CODES = [
  // Any route
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'cross_site_refused',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'concurrent_change',
  'stale_edit',
  'payload_too_large',
  'unsupported_media_type',
  'unreadable_form',
  'unsafe_text',
  'idempotency_key_in_progress',
  'idempotency_key_reused',
  'unprocessable',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'not_an_image',
  // Reviews
  'review_already_submitted',
  'review_target_not_found',
  // Calendar
  'calendar_event_already_submitted',
  'calendar_event_not_approved',
  // Contact
  'message_already_received',
  // Eco challenges and rewards
  'challenge_not_found',
  'challenge_already_started',
  'challenge_rejected_before',
  'challenge_already_completed',
  'challenge_not_started',
  'challenge_too_soon',
  'daily_completion_cap',
  'evidence_photo_required',
  'evidence_photo_not_ours',
  'evidence_photo_missing',
  'completion_not_found',
  'reward_not_found',
  'reward_expired',
  'reward_sold_out',
  'reward_busy',
  'not_enough_points',
  'redemption_not_found',
  'network_redemption_cap',
  'device_redemption_cap',
  'network_completion_cap',
  'device_completion_cap',
  // Board marketplace
  'listing_not_found',
  'listing_already_sold',
  'listing_unavailable',
  'listing_renew_too_late',
  'email_not_verified',
  'board_length_format',
  'photo_too_large',
  'seller_link_required',
  // Surveys
  'survey_not_found',
  'survey_closed',
  'survey_ended',
  'survey_already_answered',
  'survey_network_cap',
  'reset_link_invalid',
  'survey_category_required',
  'survey_end_date_past',
  'survey_creator_only',
  'answer_required',
  'answer_unknown_question',
  'answer_yes_or_no',
  'answer_rating_range',
  'answer_choose_option',
  'answer_not_text',
  'answer_too_long',
  'survey_response_empty',
  // Newsletter
  'newsletter_link_invalid',
  'newsletter_link_expired',
  // Payments
  'campaign_start_passed',
  // Push notifications
  'push_not_subscribed',
  'push_service_unsupported',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  (API_ERROR_CODES as readonly unknown[]).includes(code);

export type ErrorParams = Record<string, string | number>;

/**
 * Why one field was refused: an {@link ApiErrorCode}, or a zod issue code (`too_small`, `too_big`,
 * `invalid_format`, `invalid_type`, `invalid_value`, `invalid_union`, `custom`...) with the issue's
 * limits as params (`minimum`, `maximum`, `origin`, `format`, `expected`, `values`).
 */
export interface FieldErrorCode {
  code: string;
  params?: ErrorParams;
}
export type FieldErrorCodes = Record<string, FieldErrorCode[]>;

/** The specific reason a command was refused, sent to clients as the error body's `code`. */
export interface ErrorReason {
  code: ApiErrorCode;
  params?: ErrorParams;
  /** Per field, parallel to the field errors; a field without its own codes gets `code` and `params`. */
  fieldErrorCodes?: FieldErrorCodes;
}

/** A rule of the domain refused a command. The API maps the code to 400/404/409/403. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fieldErrors?: Record<string, string[]>;
  readonly reason?: ErrorReason;

  constructor(
    code: DomainErrorCode,
    message: string,
    fieldErrors?: Record<string, string[]>,
    reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }
}

const ISSUE_PARAMS = ['minimum', 'maximum', 'origin', 'format', 'expected'] as const;

/** A zod issue's code and limits, as a field error code. */
export function fieldErrorCodeOfIssue(issue: { code?: string }): FieldErrorCode {
  const fields = issue as Record<string, unknown>;
  const params: ErrorParams = {};
  for (const name of ISSUE_PARAMS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (typeof value === 'bigint') params[name] = Number(value);
  }
  if (Array.isArray(fields.values)) params.values = fields.values.map(String).join(', ');
  const code = issue.code ?? 'custom';
  return Object.keys(params).length > 0 ? { code, params } : { code };
}

/** The same code for every message of every field. */
export function sameCodeForEachField(
  fieldErrors: Record<string, string[]>,
  reason: FieldErrorCode,
): FieldErrorCodes {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(() => reason)]),
  );
}

/** "a pending", "an active": the article English puts before the word. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
