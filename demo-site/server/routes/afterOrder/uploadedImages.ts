import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { checkImage, REFUND_MAX_IMAGES } from '../../../../src/core/validation';
import { sniffImageType } from '../../../../src/core/validation/imageHeader';
import { ApiFailure, fail } from '../../http/ApiFailure';
import { fieldReason } from '../account/fieldRules';

/*
 * Photos sent with a refund request or a review. The server has no multipart parser among its
 * dependencies, so a photo comes as base64 text in the JSON body (a `data:` URL or bare base64).
 * Its type is decided from its bytes, never from a name or a declared type, and it is stored
 * under the served pictures folder by a random name.
 */

/** A body limit that holds three photos of 2 MB as base64, and the other fields. */
export const PHOTO_BODY_LIMIT_BYTES = 9 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL = /^data:[\w/+.-]*;base64,/;

/** The `image` field of a body: one photo or a list of them, as base64 text. */
export const imagesField = v.optional(
  v.union([
    v.pipe(
      v.string(),
      v.transform((one) => [one]),
    ),
    v.array(v.string()),
  ]),
  [],
);

/**
 * Decodes and checks the photos: at most three ('Maximum 3 images can be send at a time.'), each a
 * JPEG, PNG or GIF of at most 2 MB by its content; a refusal is a translated 422 on `image`.
 */
export function decodePhotos(encoded: readonly string[]): Uint8Array[] {
  if (encoded.length > REFUND_MAX_IMAGES) {
    throw fail(422, 'image', 'Maximum 3 images can be send at a time.');
  }
  return encoded.map((text) => {
    const bare = text.replace(DATA_URL, '').replace(/\s+/g, '');
    if (!BASE64.test(bare)) throw fail(422, 'image', '{field} is invalid', { field: 'image' });
    const bytes = new Uint8Array(Buffer.from(bare, 'base64'));
    const reason = fieldReason('image', checkImage(bytes));
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
