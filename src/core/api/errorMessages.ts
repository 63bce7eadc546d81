/*
 * Reading the error replies of a 6amMart-style backend. Replies come in two shapes
 * (api-paths.md): `{ errors: [{ code, message }] }` and `{ message }`. Laravel's own validation
 * shape `{ errors: { field: [messages] } }` is read too, because a compatible backend may send it.
 */

import { errorEntryField } from './errorList';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function messageOfEntry(entry: unknown): string[] {
  if (nonEmptyString(entry)) return [entry];
  const message = errorEntryField(entry, 'message');
  return message === undefined ? [] : [message];
}

function messagesOfErrors(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.flatMap(messageOfEntry);
  if (isRecord(errors)) {
    return Object.values(errors).flatMap((field) =>
      Array.isArray(field) ? field.filter(nonEmptyString) : messageOfEntry(field),
    );
  }
  return [];
}

/** The user-facing messages of an error reply, in order; empty when the reply carries none. */
export function errorMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const listed = messagesOfErrors(body.errors);
  if (listed.length > 0) return listed;
  return nonEmptyString(body.message) ? [body.message] : [];
}

/** The first `code` of a list-style error reply, when there is one. */
export function errorCode(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  for (const entry of body.errors) {
    const code = errorEntryField(entry, 'code');
    if (code !== undefined) return code;
  }
  return undefined;
}
