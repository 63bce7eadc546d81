import type { BaseUrls } from '../api/wire';

const ADDRESS = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/**
 * The address of an item's picture. 6amMart sends a bare file name ('apples.svg') to be read from
 * the configured item image folder; a name that is already an address passes through. Null (the
 * placeholder shows) when there is no name, or no folder before the configuration has loaded.
 */
export function itemImageSrc(
  image: string | null | undefined,
  baseUrls: Pick<BaseUrls, 'item_image_url'> | null | undefined,
): string | null {
  return imageSrc(image, baseUrls?.item_image_url);
}

/** The configured folders of the pictures the catalog names by file. */
export type ImageFolder = Exclude<keyof BaseUrls, 'item_image_thumbnail_url'>;

/**
 * The address of a picture kept in one of the configured folders (a category in
 * `category_image_url`, a store logo in `store_image_url`, …), on the same rules as an item's.
 */
export function catalogImageSrc(
  image: string | null | undefined,
  baseUrls: Partial<BaseUrls> | null | undefined,
  folder: ImageFolder,
): string | null {
  return imageSrc(image, baseUrls?.[folder]);
}

function imageSrc(image: string | null | undefined, folder: string | undefined): string | null {
  if (!image) return null;
  if (ADDRESS.test(image)) return image;
  if (!folder) return null;
  return `${folder.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
