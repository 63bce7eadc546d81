/*
 * The 6amMart list-style error reply, `{ errors: [{ code, message }] }` (api-paths.md): its type
 * and the one builder that the demo server and the fake shop send every refusal with.
 */

/** One reason a request was refused: a stable code and a message in the request's language. */
export interface ErrorEntry {
  code: string;
  message: string;
}

/** The 6amMart list-style error reply. */
export interface ErrorListReply {
  errors: ErrorEntry[];
}

/** The list-style error reply of the given reasons, in their order. */
export function errorListReply(entries: readonly ErrorEntry[]): ErrorListReply {
  return { errors: entries.map(({ code, message }) => ({ code, message })) };
}

/** A field of an entry of an error reply from any backend, when it is non-blank text. */
export function errorEntryField(entry: unknown, field: keyof ErrorEntry): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const value: unknown = Reflect.get(entry, field);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
