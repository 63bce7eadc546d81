import type { FastifyRequest } from 'fastify';
import { checkImage, type ImageRuleOptions } from '../../../../src/core/validation';
import { fail } from '../../http/ApiFailure';
import type { FormFile } from '../../http/multipartForm';
import { fieldReason } from '../account/fieldRules';
import { checkedPhotos, readPhotoRequest } from '../afterOrder/uploadedImages';

/*
 * An application form: text fields and pictures under several names (a store's logo and cover,
 * a delivery man's identity images), as the 6amMart forms send them in one multipart request.
 */

/** A form as read: its text fields and its files by field name (without `[]`). */
export interface ApplicationForm {
  fields: unknown;
  files: ReadonlyMap<string, FormFile[]>;
}

const bareName = (field: string) => field.replace(/\[\]$/, '');

/**
 * Reads the form whole; a picture sent as text, or a file under a name the form has no picture
 * of, is refused (422, translated).
 */
export async function readApplicationForm(
  request: FastifyRequest,
  photoFields: readonly [string, ...string[]],
): Promise<ApplicationForm> {
  const [first, ...others] = photoFields;
  const sent = await readPhotoRequest(request, first);
  const named =
    typeof sent.fields === 'object' && sent.fields !== null ? Object.keys(sent.fields) : [];
  const asText = others.find((field) => named.some((name) => bareName(name) === field));
  if (asText !== undefined) throw fail(422, asText, 'Send photos as files of a multipart form');
  const files = new Map<string, FormFile[]>();
  for (const file of sent.files) {
    const field = bareName(file.field);
    if (!photoFields.includes(field)) throw fail(422, field, '{field} is invalid', { field });
    files.set(field, [...(files.get(field) ?? []), file]);
  }
  return { fields: sent.fields, files };
}

/** The pictures of one field, each checked (type, size, and the field's own rules). */
export function picturesOf(
  form: ApplicationForm,
  field: string,
  rules: ImageRuleOptions = {},
): Uint8Array[] {
  const photos = checkedPhotos(form.files.get(field) ?? [], field);
  for (const bytes of photos) {
    const reason = fieldReason(field, checkImage(bytes, rules));
    if (reason) throw fail(422, reason.code, reason.message, reason.values);
  }
  return photos;
}
