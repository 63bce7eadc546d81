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
  if (!image) return null;
  if (ADDRESS.test(image)) return image;
  if (!baseUrls) return null;
  return `${baseUrls.item_image_url.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
