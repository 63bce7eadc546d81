/*
 * Reading a form in the fake shop as the demo server's shape checks and rules read it, so a bad
 * field is refused with the same status, code and message (the support chat and applications).
 */
import { MAX_ROW_ID, type FakeFormFile, refuse, wholeNumber } from './fakeHttp';
import type { RuleResult } from '../validation';
import { checkImage } from '../validation/imageRules';

/** Whether a form value is a file. */
export const isFile = (value: unknown): value is FakeFormFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;

/** Refuses with 422 on the first failed rule, in the order given, as the server does. */
export function refuseFirst(results: Readonly<Record<string, RuleResult>>): void {
  for (const [field, result] of Object.entries(results)) {
    if (result) refuse(422, field, result.key, { field, ...result.values });
  }
}

/** A text field as the server's shape check reads it: absent is '', anything else invalid. */
export function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name] ?? '';
  return typeof value === 'string'
    ? value
    : refuse(422, name, '{field} is invalid', { field: name });
}

/** A person's name: required, at most 100 characters. */
export function personName(fields: Record<string, unknown>, name: string): string {
  const value = textField(fields, name).trim();
  if (value === '') refuse(422, name, '{field} is required', { field: name });
  if (value.length > 100) refuse(422, name, '{field} is invalid', { field: name });
  return value;
}

/** An id a form may leave empty (the rule then says what to choose). */
export function chosenId(
  fields: Record<string, unknown>,
  name: string,
  max = MAX_ROW_ID,
): number | null {
  const value = fields[name];
  if (value === undefined || value === '') return null;
  return wholeNumber(value, name, name === 'earning' ? 0 : 1, max);
}

/** A decimal within bounds; missing is required, anything else invalid. */
export function decimal(fields: Record<string, unknown>, name: string, bound: number): number {
  const value = fields[name];
  const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= bound) {
    return number;
  }
  const missing = value === undefined || value === null || value === '';
  return refuse(422, name, missing ? '{field} is required' : '{field} is invalid', { field: name });
}

/** The files of a form by field name (without `[]`); a file under another name is invalid. */
export function filesOf(
  fields: Record<string, unknown>,
  photoFields: readonly string[],
): Map<string, FakeFormFile[]> {
  const files = new Map<string, FakeFormFile[]>();
  for (const [name, value] of Object.entries(fields)) {
    const field = name.replace(/\[\]$/, '');
    for (const one of Array.isArray(value) ? value : [value]) {
      if (isFile(one)) {
        if (!photoFields.includes(field)) refuse(422, field, '{field} is invalid', { field });
        files.set(field, [...(files.get(field) ?? []), one]);
      } else if (photoFields.includes(field)) {
        refuse(422, field, 'Send photos as files of a multipart form');
      }
    }
  }
  return files;
}

/** Checks a field's pictures as the server does: type first, then size and the form's ratio. */
export function checkPictures(files: readonly FakeFormFile[], field: string, square = false): void {
  for (const file of files) {
    const plain = checkImage(file.bytes);
    if (plain) refuse(422, field, plain.key, { field, ...plain.values });
    const shaped = checkImage(file.bytes, { square });
    if (shaped) refuse(422, field, shaped.key, { field, ...shaped.values });
  }
}
