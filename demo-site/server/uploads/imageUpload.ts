import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { checkImage, type ImageRuleOptions } from '../../../src/core/validation';
import { ApiFailure, fail } from '../http/ApiFailure';
import type { FormFile } from '../http/multipartForm';
import { fieldReason } from '../routes/account/fieldRules';
import {
  isUploadExtension,
  storedUploadExtension,
  type UploadExtension,
  type UploadFolder,
} from './uploadFolders';

/*
 * The one upload service for every picture a shopper or applicant sends: the type is what the
 * bytes are (image-size reads them; a name or a declared type is whatever the sender says), only
 * JPG, PNG and GIF, at most 2 MB, square where the form asks; stored by a random name outside the
 * code, served by uploadRoutes.ts.
 */

/** A picture that passed every check, and the extension of its type. */
export interface CheckedImage {
  bytes: Uint8Array;
  extension: UploadExtension;
}

/**
 * The bytes in a buffer of their own: image-size reads through a DataView of the whole underlying
 * buffer, so a view into a larger one could be read past its end.
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : bytes.slice();
}

/** The upload extension of what the bytes are, as image-size finds it; null for anything else. */
export function uploadExtensionOf(bytes: Uint8Array): UploadExtension | null {
  try {
    const { type } = imageSize(ownBytes(bytes));
    return isUploadExtension(type) ? type : null;
  } catch {
    // image-size throws on bytes of no type it knows, or a header cut short.
    return null;
  }
}

const notAnImage = (field: string) => fail(422, field, 'Only JPG, PNG and GIF images are allowed');

/**
 * Checks one file sent as `field`: its type (judged first, so a large PDF is told it is no image),
 * then the 2 MB limit (a file cut at the limit was longer) and the rules of the storefront's own
 * forms (src/core/validation), square when `options.square`.
 */
export function checkUploadedImage(
  file: FormFile,
  field: string,
  options: ImageRuleOptions = {},
): CheckedImage {
  const extension = uploadExtensionOf(file.bytes);
  if (extension === null) throw notAnImage(field);
  if (file.truncated) throw fail(422, field, 'Image size must not exceed 2 MB');
  const reason = fieldReason(field, checkImage(file.bytes, options));
  if (reason) throw new ApiFailure(422, [reason]);
  return { bytes: file.bytes, extension };
}

/** Pictures written to disk: their names in their folder, and how to take them back. */
export interface StoredImages {
  names: string[];
  /** Removes them again, when what they belong to was not written. */
  discard(): Promise<void>;
}

/**
 * Writes checked pictures into `imagesDir/folder`, each by a random name with its type's
 * extension. A folder of UPLOAD_FOLDERS is served by the upload route; name a new kind there.
 */
export async function storeImages(
  imagesDir: string,
  folder: UploadFolder | (string & {}),
  images: readonly CheckedImage[],
): Promise<StoredImages> {
  const directory = resolve(imagesDir, folder);
  if (images.length > 0) await mkdir(directory, { recursive: true });
  const names = await Promise.all(
    images.map(async ({ bytes, extension }) => {
      const name = `${randomUUID()}.${extension}`;
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

/** Removes one stored picture, if it is one (a seeded or foreign name is left alone). */
export async function removeStoredImage(
  imagesDir: string,
  folder: UploadFolder,
  name: string | null,
): Promise<void> {
  if (!name || storedUploadExtension(name) === null) return;
  await rm(join(resolve(imagesDir, folder), name), { force: true });
}
