import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, REFUND_MAX_IMAGES } from '../../../../src/core/validation';
import { fail } from '../../http/ApiFailure';
import { type FormFile, readMultipartForm } from '../../http/multipartForm';
import {
  checkUploadedImage,
  type StoredImages,
  storeImages,
  uploadExtensionOf,
} from '../../uploads/imageUpload';
import type { UploadFolder } from '../../uploads/uploadFolders';

/*
 * Photos sent with a refund request or a review. They come as file parts of a multipart form,
 * as 6amMart's clients send them (`image[]` for a refund, `attachment[]` for a review); a request
 * without photos may also come as JSON, as the 6amMart web sends a review. A photo's type is
 * decided from its bytes, never from its name or declared type, and it is stored under the served
 * pictures folder by a random name: the checks and the storing are the one upload service's
 * (uploads/imageUpload.ts); these keep the signatures the photo routes call.
 */

/** What a request carried: its fields (also its body from now on) and its unchecked files. */
export interface PhotoRequest {
  fields: unknown;
  files: FormFile[];
}

/** A field name without the `[]` a PHP-minded client puts after a list's name. */
const bareName = (field: string) => field.replace(/\[\]$/, '');

/**
 * Reads a request whose photos come in `photoField`: a multipart form of at most `maxFiles`
 * photos (3 unless told), or JSON without photos (photos as text, such as base64, are refused).
 * The fields become the request's body, so the guest id of a form is found where the kit's is.
 */
export async function readPhotoRequest(
  request: FastifyRequest,
  photoField: string,
  maxFiles: number = REFUND_MAX_IMAGES,
): Promise<PhotoRequest> {
  const sent: PhotoRequest = request.isMultipart()
    ? await readMultipartForm(request, {
        maxFiles,
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
 * Checks the files as photos of `photoField` through the upload service (uploads/imageUpload.ts):
 * each a JPEG, PNG or GIF by its content, of at most 2 MB; a file under another name is refused.
 */
export function checkedPhotos(files: readonly FormFile[], photoField: string): Uint8Array[] {
  return files.map((file) => {
    if (bareName(file.field) !== photoField) {
      throw fail(422, photoField, '{field} is invalid', { field: photoField });
    }
    return checkUploadedImage(file, photoField).bytes;
  });
}

/** Photos written to disk: their names under the folder, and how to take them back. */
export type StoredPhotos = StoredImages;

/**
 * Writes checked photos into `imagesDir/folder` by random names with the extension of their type
 * (the upload service's storeImages, for callers that hold bytes alone).
 */
export async function storePhotos(
  imagesDir: string,
  folder: UploadFolder | (string & {}),
  photos: readonly Uint8Array[],
): Promise<StoredPhotos> {
  const images = photos.map((bytes) => {
    const extension = uploadExtensionOf(bytes);
    if (extension === null) throw new Error('storePhotos was given bytes that are no image');
    return { bytes, extension };
  });
  return storeImages(imagesDir, folder, images);
}
