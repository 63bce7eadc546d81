/**
 * The folders of pictures shoppers send, under the served pictures folder (apart from the seeded
 * catalog's folders): each is served by the one upload route, never as a page. Applicants'
 * pictures (store logos, identity documents) are kept in folders no route serves.
 */
export const UPLOAD_FOLDERS = [
  'profile',
  'refund',
  'review',
  'prescription',
  'conversation',
] as const;

/** One folder of uploaded pictures. */
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Where profile pictures are kept: the config's customer_image_url is /images/profile. */
export const PROFILE_PICTURE_FOLDER = 'profile' satisfies UploadFolder;

/** The extension a stored upload has, for each type its bytes may show, and the type it is served as. */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;

/** An extension of a stored upload. */
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** A stored upload's name: a random UUID and the extension of its type, nothing else. */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;

/** Whether a type image-size names is one an upload may have. */
export const isUploadExtension = (type: string | undefined): type is UploadExtension =>
  type !== undefined && Object.hasOwn(UPLOAD_TYPES, type);

/** The extension of a stored upload's name, or null for a name no upload has. */
export function storedUploadExtension(name: string): UploadExtension | null {
  const extension = UPLOAD_NAME.exec(name)?.[1];
  return isUploadExtension(extension) ? extension : null;
}
