import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorCodeOfIssue, type ErrorReason, type FieldErrorCodes } from '@nsg/domain/shared/errors.ts';
import { HttpError } from '../http/errors.ts';
import { refuseUnsafeText } from '../http/text-guard.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file part, read into memory (the plugin's fileSize limit bounds it); null when absent or empty. */
  file: { fieldname: string; bytes: Buffer } | null;
}

/**
 * Reads a multipart form with one optional file. Every part is consumed (or the request would hang);
 * a file over the size limit becomes a 413 with the given message.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  tooLargeMessage: string,
  tooLarge: ErrorReason = { code: 'payload_too_large' },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await (part as MultipartFile).toBuffer();
      if (part.fieldname === fileField && bytes.length > 0) file = { fieldname: part.fieldname, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, tooLargeMessage, { [fileField]: [tooLargeMessage] }, tooLarge);
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Everything here is parsing the client's bytes (busboy throws plain errors for a missing boundary).
    throw new HttpError(
      status === 413 ? 413 : 400,
      'The form could not be read: too many or malformed parts',
      undefined,
      { code: status === 413 ? 'payload_too_large' : 'unreadable_form' },
    );
  }
  return { fields, file };
}

/** Validates fields with a zod schema, answering 400 with the same field errors as JSON bodies do. */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  refuseUnsafeText(fields, 'body');
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  const fieldErrorCodes: FieldErrorCodes = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    (fieldErrors[field] ??= []).push(issue.message);
    (fieldErrorCodes[field] ??= []).push(fieldErrorCodeOfIssue(issue));
  }
  const [field, messages] = Object.entries(fieldErrors)[0]!;
  throw new HttpError(400, `${field}: ${messages[0]}`, fieldErrors, {
    code: 'validation_failed',
    fieldErrorCodes,
  });
}
