import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure, type FailureReason, fail } from './ApiFailure';

/*
 * Requests sent as multipart/form-data (6amMart's clients send files that way). The parts are
 * read as they stream in, within limits, so no form can make the server hold more than its files'
 * limits and a few small text fields; whatever is wrong with a form is a translated 4xx.
 */

/** A file part of a form: its field name as sent, and its bytes up to the file limit. */
export interface FormFile {
  field: string;
  bytes: Uint8Array;
  /** The part was longer than the file limit: `bytes` holds its first bytes only. */
  truncated: boolean;
}

/** A form as read: its text fields (a list where a name repeats) and its files, in order. */
export interface MultipartForm {
  fields: Record<string, unknown>;
  files: FormFile[];
}

/** What one form may carry in files, and how a form carrying too many is refused. */
export interface FileLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: FailureReason;
}

/** Text fields a form may have, and the length of each (the longest text field is 2,000 characters). */
const TEXT_LIMITS = { fields: 20, fieldSize: 16 * 1024 };

/**
 * Lets the routes of `app` take multipart/form-data. A part longer than its limit is cut and
 * marked, never an error of the plugin's own, so the route decides how to refuse it.
 */
export async function acceptMultipartForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** The refusal of a form the parser gave up on. */
function refusalOf(error: unknown, limits: FileLimits): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_FILES_LIMIT') return new ApiFailure(422, [limits.tooManyFiles]);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return fail(413, 'body', 'The request body is too large');
  }
  return fail(400, 'body', 'The request body is not a valid form');
}

function addField(fields: Map<string, unknown>, name: string, value: unknown): void {
  const earlier = fields.get(name);
  if (earlier === undefined) fields.set(name, value);
  else fields.set(name, Array.isArray(earlier) ? [...earlier, value] : [earlier, value]);
}

/**
 * Reads a multipart request whole: every part is read to its end, also after a part is found
 * wrong, so the client's upload finishes and the refusal reaches it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: FileLimits,
): Promise<MultipartForm> {
  const fields = new Map<string, unknown>();
  const files: FormFile[] = [];
  let cutField: string | null = null;
  const parts = request.parts({
    limits: {
      ...TEXT_LIMITS,
      files: limits.maxFiles,
      fileSize: limits.maxFileBytes,
      parts: TEXT_LIMITS.fields + limits.maxFiles + 1,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk);
        const bytes = new Uint8Array(Buffer.concat(chunks));
        files.push({ field: part.fieldname, bytes, truncated: part.file.truncated });
      } else {
        if (part.valueTruncated) cutField ??= part.fieldname;
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw refusalOf(error, limits);
  }
  if (cutField !== null) throw fail(422, cutField, '{field} is invalid', { field: cutField });
  return { fields: Object.fromEntries(fields), files };
}
