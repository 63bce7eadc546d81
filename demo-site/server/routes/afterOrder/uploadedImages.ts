import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { checkImage, IMAGE_MAX_BYTES, REFUND_MAX_IMAGES } from '../../../../src/core/validation';
import { sniffImageType } from '../../../../src/core/validation/imageHeader';
import { ApiFailure, fail } from '../../http/ApiFailure';
import { type FormFile, readMultipartForm } from '../../http/multipartForm';
import { fieldReason } from '../account/fieldRules';

/*
 * Photos sent with a refund request or a review. They come as file parts of a multipart form,
 * as 6amMart's clients send them (`image[]` for a refund, `attachment[]` for a review); a request
 * without photos may also come as JSON, as the 6amMart web sends a review. A photo's type is
 * decided from its bytes, never from its name or declared type, and it is stored under the served
 * pictures folder by a random name.
 */

/** What a request carried: its fields (also its body from now on) and its unchecked files. */
export interface PhotoRequest {
  fields: unknown;
  files: FormFile[];
}

/** A field name without the `[]` a PHP-minded client puts after a list's name. */
const bareName = (field: string) => field.replace(/\[\]$/, '');

/**
 * Reads a request whose photos come in `photoField`: a multipart form, or JSON without photos
 * (photos as text, such as base64, are refused). The fields become the request's body, so the
 * guest id of a form is found where the kit's is.
 */
export async function readPhotoRequest(
  request: FastifyRequest,
  photoField: string,
): Promise<PhotoRequest> {
  const sent: PhotoRequest = request.isMultipart()
    ? await readMultipartForm(request, {
        maxFiles: REFUND_MAX_IMAGES,
        maxFileBytes: IMAGE_MAX_BYTES,
        tooManyFiles: { code: photoField, message: 'Maximum 3 images can be send at a time.' },
      })
    : { fields: request.body, files: [] };
  const named =
    typeof sent.fields === 'object' && sent.fields !== null ? Object.keys(sent.fields) : [];
  if (named.some((name) => bareName(name) === photoField)) {
    throw fail(422, photoField, 'Send photos as files of a multipart form');
  }
  request.body = sent.fields;
  return sent;
}

/**
 * Checks the files as photos of `photoField`: each a JPEG, PNG or GIF by its content, of at most
 * 2 MB (a file cut at the limit was longer); a file under another name is refused too. The type
 * is judged first, as the storefront's forms do, so a large PDF is told it is no image.
 */
export function checkedPhotos(files: readonly FormFile[], photoField: string): Uint8Array[] {
  return files.map(({ field, bytes, truncated }) => {
    if (bareName(field) !== photoField) {
      throw fail(422, photoField, '{field} is invalid', { field: photoField });
    }
    if (sniffImageType(bytes) === null) {
      throw fail(422, photoField, 'Only JPG, PNG and GIF images are allowed');
    }
    if (truncated) throw fail(422, photoField, 'Image size must not exceed 2 MB');
    const reason = fieldReason(photoField, checkImage(bytes));
    if (reason) throw new ApiFailure(422, [reason]);
    return bytes;
  });
}

/** Photos written to disk: their names under the folder, and how to take them back. */
export interface StoredPhotos {
  names: string[];
  /** Removes them again, when what they belong to was not written. */
  discard(): Promise<void>;
}

/** Writes checked photos into `imagesDir/folder` by random names with the extension of their type. */
export async function storePhotos(
  imagesDir: string,
  folder: string,
  photos: readonly Uint8Array[],
): Promise<StoredPhotos> {
  const directory = resolve(imagesDir, folder);
  if (photos.length > 0) await mkdir(directory, { recursive: true });
  const names = await Promise.all(
    photos.map(async (bytes) => {
      const type = sniffImageType(bytes) ?? 'jpeg';
      const name = `${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`;
      await writeFile(join(directory, name), bytes);
      return name;
    }),
  );
  return {
    names,
    discard: async () => {
      await Promise.all(names.map((name) => rm(join(directory, name), { force: true })));
    },
  };
}
